import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type Transform = typeof jsonSchemaTransform;

/**
 * The route schemas as the API description shows them. An upload route validates no body (its
 * parts stream to storage), so its multipart body is described here, for readers and the fuzz.
 */
export const describeRouteSchema: Transform = (input) => {
  const described = jsonSchemaTransform(input);
  const schema = described.schema as { consumes?: string[]; body?: unknown };
  if (!schema.consumes?.includes('multipart/form-data') || schema.body) return described;
  return {
    ...described,
    schema: {
      ...described.schema,
      body: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
    },
  };
};
