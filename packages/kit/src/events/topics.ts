/** Events are named `<source>.<aggregate>.<verb>`; each source service has one topic, so per-aggregate order holds across types. */
export function topicFor(type: string): string {
  const source = type.split('.')[0];
  if (!source) throw new Error(`Event type without a source: ${type}`);
  return source;
}
