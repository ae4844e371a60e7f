import { Tag } from 'antd';

/** SPEC §4 item status colours: active and donated blue; sold and success green; stolen muted grey; pick-up red; else grey. */
export function statusColor(status: string | undefined): 'blue' | 'green' | 'red' | 'default' {
  switch (status ?? 'active') {
    case 'active':
    case 'donated':
      return 'blue';
    case 'sold':
    case 'success':
      return 'green';
    case 'pick-up':
      return 'red';
    default:
      return 'default';
  }
}

/** "pick-up" → "Pick-up". */
export function statusLabel(status: string | undefined): string {
  const s = status ?? 'active';
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function StatusTag({ status }: { status: string | undefined }) {
  const muted = status === 'stolen';
  return (
    <Tag color={statusColor(status)} style={muted ? { opacity: 0.55 } : undefined} data-status={status ?? 'active'}>
      {statusLabel(status)}
    </Tag>
  );
}
