import { init } from 'echarts/core';
import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';

const HEIGHT = 360;

/** An echarts chart drawn from `option` into a box that follows its width. */
export function EChart({ option, label, height = HEIGHT }: { option: EChartsCoreOption; label: string; height?: number }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return undefined;
    const chart = init(element.current, undefined, { renderer: 'canvas' });
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(element.current);
    chart.setOption(option);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [option]);
  return <div ref={element} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
