import { Flex, Tag } from 'antd';

/** A table cell of names (categories, members) as wrapping tags. */
export function TagsCell({ names }: { names: readonly string[] }) {
  return (
    <Flex wrap gap={4}>
      {names.map((name) => (
        <Tag key={name}>{name}</Tag>
      ))}
    </Flex>
  );
}
