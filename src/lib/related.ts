/** Related achievements: `count` others picked at random, never the current one. */
export const pickRelated = <T extends { _id: string }>(
  items: readonly T[],
  currentId: string,
  count: number,
  random: () => number = Math.random,
): T[] => {
  const others = items.filter((item) => item._id !== currentId);
  for (let i = others.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [others[i], others[j]] = [others[j]!, others[i]!];
  }
  return others.slice(0, count);
};

/** A repeatable "random" for prerendering (same page, same picks), seeded by the id. */
export const seededRandom = (seed: string): (() => number) => {
  let state = [...seed].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 2166136261) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
};
