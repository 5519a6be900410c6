import type { WordpressTerm } from '@newsroom/domain';

/**
 * A site's categories as options in tree order, each under its parent and indented by its depth;
 * a category whose parent is not among them stands at the top.
 */
export function categoryOptions(
  categories: readonly WordpressTerm[],
): { value: number; label: string }[] {
  const ids = new Set(categories.map((category) => category.id));
  const childrenOf = (parentId: number | null) =>
    categories
      .filter((category) =>
        parentId === null
          ? category.parentId === null || !ids.has(category.parentId)
          : category.parentId === parentId,
      )
      .sort((a, b) => a.name.localeCompare(b.name));
  const options: { value: number; label: string }[] = [];
  const seen = new Set<number>();
  const add = (category: WordpressTerm, depth: number) => {
    // A cycle in the site's answer must not loop forever.
    if (seen.has(category.id)) return;
    seen.add(category.id);
    options.push({ value: category.id, label: `${'\u2003'.repeat(depth)}${category.name}` });
    for (const child of childrenOf(category.id)) add(child, depth + 1);
  };
  for (const category of childrenOf(null)) add(category, 0);
  // Categories in a cycle have no top: they follow, so none is lost.
  const rest = categories.filter((category) => !seen.has(category.id));
  for (const category of [...rest].sort((a, b) => a.name.localeCompare(b.name))) add(category, 0);
  return options;
}
