import type { TabsProps } from 'antd';
import { lazy, Suspense } from 'react';

// Stands in for Tabs inside antd's Card (see vite.config.mts): Card draws Tabs only for `tabList`, which no
// card here uses, yet its static import put Tabs, Menu and Dropdown into every page with a card.
const Tabs = lazy(() => import('antd/es/tabs'));

export default function CardTabs(props: TabsProps) {
  return (
    <Suspense fallback={null}>
      <Tabs {...props} />
    </Suspense>
  );
}
