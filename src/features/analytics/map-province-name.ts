/**
 * The short name of a province of China as the map draws it ("浙江", "广西", "内蒙古"), from
 * either the short name the school form stores or a full official one ("浙江省", "北京市",
 * "广西壮族自治区", "香港特别行政区"). Names from the server and from the map file both pass
 * through here, so a school entered with a full name still lands on its province.
 */
export function mapProvinceName(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  if (!trimmed) return null;
  const short = trimmed
    .replace(/(特别行政区|自治区|省|市)$/, '')
    // The autonomous regions carry the people's name between place and suffix: 宁夏回族自治区.
    .replace(/(壮族|回族|维吾尔)$/, '');
  return short || trimmed;
}
