import { describe, expect, it } from 'vitest';
import { mapProvinceName } from './map-province-name';

describe('mapProvinceName', () => {
  it('keeps the short names the school form stores', () => {
    for (const name of ['北京', '浙江', '内蒙古', '广西', '新疆', '香港', '台湾']) expect(mapProvinceName(name)).toBe(name);
  });

  it('drops the 省 / 市 / 自治区 / 特别行政区 suffixes and the people in an autonomous region name', () => {
    expect(mapProvinceName('浙江省')).toBe('浙江');
    expect(mapProvinceName('北京市')).toBe('北京');
    expect(mapProvinceName('重庆市')).toBe('重庆');
    expect(mapProvinceName('内蒙古自治区')).toBe('内蒙古');
    expect(mapProvinceName('广西壮族自治区')).toBe('广西');
    expect(mapProvinceName('宁夏回族自治区')).toBe('宁夏');
    expect(mapProvinceName('新疆维吾尔自治区')).toBe('新疆');
    expect(mapProvinceName('西藏自治区')).toBe('西藏');
    expect(mapProvinceName('香港特别行政区')).toBe('香港');
    expect(mapProvinceName(' 澳门特别行政区 ')).toBe('澳门');
  });

  it('has no province for an empty one', () => {
    expect(mapProvinceName(null)).toBeNull();
    expect(mapProvinceName(undefined)).toBeNull();
    expect(mapProvinceName('  ')).toBeNull();
  });
});
