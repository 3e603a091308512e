import * as echarts from 'echarts/core';
import { describe, expect, it } from 'vitest';
import { loadChinaMap } from './map-china-loader';
import { chinaMapOption } from './map-china-option';

describe('the map of China', () => {
  it('registers every province under the short names the server stores', async () => {
    const name = await loadChinaMap();
    const map = echarts.getMap(name) as unknown as { geoJSON: { features: { properties: { name: string } }[] } };
    const names = map.geoJSON.features.map((f) => f.properties.name);
    expect(names).toHaveLength(34);
    expect(names).toEqual(expect.arrayContaining(['北京', '浙江', '广西', '内蒙古', '新疆', '香港', '澳门', '台湾']));
  });

  it('shades provinces by their count, adding up spellings of one province and leaving out rows without one', () => {
    const option = chinaMapOption('china', '学生数', [
      { province: '浙江', value: 3 },
      { province: '浙江省', value: 2 },
      { province: '广西壮族自治区', value: 1 },
      { province: null, value: 7 },
    ]);
    const [series] = option.series as { type: string; map: string; data: { name: string; value: number }[] }[];
    expect(series.type).toBe('map');
    expect(series.map).toBe('china');
    expect(series.data).toEqual([{ name: '浙江', value: 5 }, { name: '广西', value: 1 }]);
    expect((option.visualMap as { max: number }).max).toBe(5);
  });
});
