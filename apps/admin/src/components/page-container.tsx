import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A page's frame: its title, actions on the right, then the content. */
export function PageContainer({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      <Card>{children}</Card>
    </Flex>
  );
}
