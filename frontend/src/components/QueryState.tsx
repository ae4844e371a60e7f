import { Alert, Skeleton } from 'antd';

/** Loading and failure states of a query, with the SPEC's fallback text. */
export function QueryState({ isLoading, error, fallback }: { isLoading: boolean; error: unknown; fallback: string }) {
  if (isLoading) return <Skeleton active />;
  if (error) return <Alert type="error" showIcon title={fallback} />;
  return null;
}
