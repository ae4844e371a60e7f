export interface BenchRow {
  name: string;
  value: string;
  target?: string;
  met?: boolean;
}

export function renderMarkdown(rows: BenchRow[]): string {
  const lines = ['| benchmark | result | target | met |', '| --- | --- | --- | --- |'];
  for (const r of rows) lines.push(`| ${r.name} | ${r.value} | ${r.target ?? ''} | ${r.met === undefined ? '' : r.met ? 'yes' : 'no'} |`);
  return `${lines.join('\n')}\n`;
}
