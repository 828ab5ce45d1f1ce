// Despite its name `useCascaderAreaData` is a plain function that builds the tree from static lists.
import { areaList, useCascaderAreaData as buildAreaTree } from '@vant/area-data';
import type { CascaderOption } from 'antd-mobile/es/components/cascader';

/** Provinces, cities and counties keyed by six-digit region codes, shaped for antd-mobile's Cascader. */
function toOptions(nodes: ReturnType<typeof buildAreaTree>): CascaderOption[] {
  return nodes.map((node) => ({
    label: node.text,
    value: node.value,
    children: node.children && node.children.length > 0 ? toOptions(node.children) : undefined,
  }));
}

export const regionOptions: CascaderOption[] = toOptions(buildAreaTree());

/** The picker's path to a stored region code: province, city, then county when there is one. */
export function regionPath(areaCode: string): string[] {
  const province = `${areaCode.slice(0, 2)}0000`;
  const city = `${areaCode.slice(0, 4)}00`;
  if (areaCode in areaList.county_list) return [province, city, areaCode];
  if (areaCode in areaList.city_list) return [province, areaCode];
  return areaCode in areaList.province_list ? [province] : [];
}
