const rules = new Intl.PluralRules('en');

/** "1 post", "12 posts", "0 posts": the count and the word agree. */
export function postCount(count: number): string {
  return `${count} ${rules.select(count) === 'one' ? 'post' : 'posts'}`;
}
