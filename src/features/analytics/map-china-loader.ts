/** Registers the map of China with echarts once, loading the map file and the map chart in their own chunk. */
export async function loadChinaMap(): Promise<string> {
  const { chinaMapName } = await import('./map-china-register');
  return chinaMapName;
}
