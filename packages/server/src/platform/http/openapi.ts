import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type Transform = typeof jsonSchemaTransform;

/**
 * The route schemas as the API description shows them. An upload route validates no body (its
 * parts stream to storage), so its multipart body is described here, for readers and the fuzz;
 * a route answering a file (`produces`, no response schema) is described as binary.
 */
export const describeRouteSchema: Transform = (input) => {
  const described = jsonSchemaTransform(input);
  const schema = described.schema as {
    consumes?: string[];
    produces?: string[];
    body?: unknown;
    response?: unknown;
  };
  // A file answer (a PDF export) is described as binary content of the types it produces.
  if (schema.produces?.length && !schema.response)
    return {
      ...described,
      schema: {
        ...described.schema,
        response: { 200: { description: 'The file', type: 'string', format: 'binary' } },
      },
    };
  if (!schema.consumes?.includes('multipart/form-data') || schema.body) return described;
  return {
    ...described,
    schema: {
      ...described.schema,
      body: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
    },
  };
};
