import { Flex, Spin } from 'antd';

/** A spinner in the middle of the available space, while a page or the session loads. */
export function CenteredSpin() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: 240, height: '100%' }}>
      <Spin size="large" />
    </Flex>
  );
}
