import type { Address } from '@roamcart/contracts';
import type { DEMO_LANGS, GoodsArt } from './catalogue-words.ts';

type DemoLang = (typeof DEMO_LANGS)[number];
export type GoodsStars = 2 | 3 | 4 | 5;

/** Where each demo customer (DEMO_TRAVELLERS, in its order) has their goods sent: the shape the address book keeps for their country. */
export const DEMO_ADDRESSES: readonly Omit<Address, 'id' | 'is_default' | 'name'>[] = [
  { tel: '+442079460321', country: 'GB', province: '', city: 'London', county: '', area_code: '', postal_code: 'EC1V 9HX', address_detail: '14 Goswell Road, Flat 3' },
  { tel: '13917624085', country: 'CN', province: '上海市', city: '上海市', county: '浦东新区', area_code: '310115', postal_code: '', address_detail: '张杨路 1288 号 5 号楼 1202 室' },
  { tel: '+34612489307', country: 'ES', province: 'Madrid', city: 'Madrid', county: '', area_code: '', postal_code: '28004', address_detail: 'Calle de Fuencarral 72, 3.º B' },
  { tel: '+33612489307', country: 'FR', province: '', city: 'Lyon', county: '', area_code: '', postal_code: '69002', address_detail: '18 rue Mercière, 2e étage' },
  { tel: '+819048213067', country: 'JP', province: '東京都', city: '渋谷区', county: '', area_code: '', postal_code: '150-0001', address_detail: '神宮前 4-12-8 メゾン青山 302' },
  { tel: '+966504821306', country: 'SA', province: 'الرياض', city: 'الرياض', county: '', area_code: '', postal_code: '12211', address_detail: 'حي العليا، شارع الأمير محمد بن عبدالعزيز 4312' },
  { tel: '+14155550148', country: 'US', province: 'CA', city: 'San Francisco', county: '', area_code: '', postal_code: '94110', address_detail: '2150 Mission Street, Apt 4' },
  { tel: '18620395571', country: 'CN', province: '广东省', city: '深圳市', county: '南山区', area_code: '440305', postal_code: '', address_detail: '科技园南区高新南七道 18 号 2 栋 806 室' },
  { tel: '+34655203955', country: 'ES', province: 'Sevilla', city: 'Sevilla', county: '', area_code: '', postal_code: '41001', address_detail: 'Calle Sierpes 35, 2.º A' },
  { tel: '+33755203971', country: 'FR', province: '', city: 'Paris', county: '', area_code: '', postal_code: '75011', address_detail: '42 rue Oberkampf, bâtiment B' },
  { tel: '+818020395571', country: 'JP', province: '大阪府', city: '大阪市北区', county: '', area_code: '', postal_code: '530-0001', address_detail: '梅田 2-5-10 梅田ハイツ 1104' },
  { tel: '+966552039557', country: 'SA', province: 'مكة المكرمة', city: 'جدة', county: '', area_code: '', postal_code: '23411', address_detail: 'حي الروضة، شارع صاري 7781' },
];

/** Goods bought together: an order of one of each (the most popular of each type) now and then. */
export const GOODS_BOUGHT_TOGETHER: readonly (readonly GoodsArt[])[] = [
  ['phone', 'powerbank', 'headphones'],
  ['tshirt', 'hoodie'],
  ['sneaker', 'bottle'],
  ['yogamat', 'bottle'],
  ['pillow', 'duvet'],
  ['cream', 'sunscreen'],
  ['tent', 'backpack', 'bottle'],
  ['coffee', 'knife'],
];

/** What buyers write about any goods, by language and stars: how it looks, is made and arrived. */
export const GOODS_COMMENTS: Record<DemoLang, Record<GoodsStars, readonly string[]>> = {
  en: {
    5: ['Exactly as pictured and well made. Arrived two days early.', 'Great quality for the price; I’ve already ordered another as a gift.', 'Really happy with it. Carefully packed and quick delivery.'],
    4: ['Good quality and as described. The box was a little dented.', 'Nice and sturdy; the colour is slightly darker than in the photos.'],
    3: ['It’s fine, nothing special. Delivery took longer than I expected.', 'Decent, but the finish feels cheaper than the price suggests.'],
    2: ['Disappointed: the quality doesn’t match the description.'],
  },
  'zh-CN': {
    5: ['和图片一模一样，做工很好，提前两天就到了。', '这个价格质量真不错，已经又买了一个送人。', '非常满意，包装很仔细，发货也快。'],
    4: ['质量不错，和描述一致，就是外盒有点压痕。', '挺结实的，颜色比图片稍微深一点。'],
    3: ['还行，中规中矩，物流比预想的慢。', '一般般，做工感觉配不上这个价格。'],
    2: ['有点失望，质量和描述不太一样。'],
  },
  es: {
    5: ['Igual que en las fotos y muy bien hecho. Llegó dos días antes.', 'Muy buena calidad por el precio; ya he pedido otro para regalar.', 'Me ha encantado. Bien embalado y envío rápido.'],
    4: ['Buena calidad y tal como se describe. La caja llegó un poco abollada.', 'Resistente y bonito; el color es algo más oscuro que en las fotos.'],
    3: ['Está bien, sin más. El envío tardó más de lo esperado.', 'Correcto, pero los acabados parecen más baratos de lo que cuesta.'],
    2: ['Decepcionante: la calidad no corresponde a la descripción.'],
  },
  fr: {
    5: ['Conforme aux photos et bien fini. Arrivé avec deux jours d’avance.', 'Très bonne qualité pour le prix : j’en ai déjà commandé un autre pour offrir.', 'Un achat parfait. Emballage soigné et livraison rapide.'],
    4: ['Bonne qualité, conforme à la description. Le carton était un peu abîmé.', 'Solide et joli ; la couleur est un peu plus foncée que sur les photos.'],
    3: ['Correct, sans plus. La livraison a pris plus de temps que prévu.', 'Ça va, mais les finitions font moins haut de gamme que le prix.'],
    2: ['Décevant : la qualité ne correspond pas à la description.'],
  },
  ja: {
    5: ['写真どおりで作りもしっかりしています。予定より2日早く届きました。', 'この価格でこの品質は大満足。プレゼント用にもう一つ注文しました。', 'とても気に入りました。丁寧な梱包で発送も早かったです。'],
    4: ['品質は良く、説明どおりです。外箱が少しへこんでいました。', 'しっかりした作りです。色は写真より少し濃いめでした。'],
    3: ['普通です。配送が思ったより遅かったです。', '悪くはないですが、価格の割に仕上げが少し安っぽく感じます。'],
    2: ['残念です。説明と品質がかなり違いました。'],
  },
  ar: {
    5: ['مطابق للصور تمامًا وجودة الصنع ممتازة. وصل قبل موعده بيومين.', 'جودة رائعة مقابل السعر، وقد طلبت قطعة أخرى هدية.', 'أعجبني كثيرًا. التغليف متقن والتوصيل سريع.'],
    4: ['جودة جيدة ومطابق للوصف، لكن العلبة وصلت مع انبعاج بسيط.', 'متين وجميل، واللون أغمق قليلًا مما في الصور.'],
    3: ['لا بأس به، لا شيء مميز. تأخر التوصيل أكثر مما توقعت.', 'مقبول، لكن التشطيب يبدو أرخص من سعره.'],
    2: ['مخيب للآمال: الجودة لا تطابق الوصف.'],
  },
};
