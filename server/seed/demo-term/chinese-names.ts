import type { DemoRandom } from './demo-term-context';

/**
 * Common surnames and everyday given-name characters, combined at random: the names read like a
 * real class list, yet none is taken from a real person.
 */
const surnames = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '高', '林', '罗', '郑', '梁', '谢', '宋', '唐', '许', '韩', '冯', '邓', '曹', '彭', '曾', '肖', '田', '董', '袁', '潘', '于', '蒋', '蔡', '余', '杜', '叶', '程', '苏', '魏', '吕', '丁', '任', '沈'];
const boyChars = ['子', '浩', '宇', '轩', '睿', '博', '泽', '晨', '然', '航', '铭', '杰', '哲', '逸', '皓', '俊', '楷', '瑞', '嘉', '诚', '一', '辰', '言', '煜', '乐', '天', '明', '朗', '森', '毅'];
const girlChars = ['欣', '怡', '梓', '涵', '雨', '萱', '诗', '琪', '佳', '悦', '可', '馨', '若', '彤', '思', '语', '安', '宁', '婉', '静', '心', '妍', '晴', '瑶', '一', '诺', '菲', '玥', '桐', '沫'];
const adultChars = ['建', '国', '军', '伟', '强', '磊', '洋', '勇', '涛', '斌', '丽', '敏', '静', '芳', '娟', '霞', '燕', '红', '玲', '慧', '海', '峰', '平', '华', '雪', '琳', '晓', '志', '文', '春'];

export type Gender = 1 | 2;

/** A name maker that never hands out the same full name twice in one school. */
export function nameMaker(random: DemoRandom) {
  const used = new Set<string>();
  const make = (chars: readonly string[], surname?: string): string => {
    for (let attempt = 0; ; attempt += 1) {
      const family = surname ?? random.pick(surnames);
      const given = random.chance(0.7) || attempt > 20 ? random.pick(chars) + random.pick(chars) : random.pick(chars);
      const name = family + given;
      if (given[0] !== given[1] && (!used.has(name) || attempt > 200)) {
        used.add(name);
        return name;
      }
    }
  };
  return {
    /** 1 boy, 2 girl (the product's gender codes). */
    child(gender: Gender): string {
      return make(gender === 1 ? boyChars : girlChars);
    },
    adult(surname?: string): string {
      return make(adultChars, surname);
    },
    /** A child's guardian: father (the child's surname) or mother (her own). */
    guardian(childName: string): { name: string; relation: '父亲' | '母亲' } {
      return random.chance(0.55) ? { name: this.adult(childName[0]), relation: '父亲' } : { name: this.adult(), relation: '母亲' };
    },
  };
}
