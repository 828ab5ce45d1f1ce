/**
 * Word tables of the demo catalogue, per language (en, zh-CN, es, fr, ja, ar). Goods names are
 * made from them: brand x product type x edition.
 */
export type Words = readonly [en: string, zh: string, es: string, fr: string, ja: string, ar: string];

export const DEMO_LANGS = ['en', 'zh-CN', 'es', 'fr', 'ja', 'ar'] as const;

/** The goods types' drawings (goods-pictures.ts), one per type: also what their specs and copy (catalogue-copy.ts) are keyed by. */
export type GoodsArt =
  | 'headphones'
  | 'speaker'
  | 'phone'
  | 'tablet'
  | 'powerbank'
  | 'watch'
  | 'tshirt'
  | 'hoodie'
  | 'sneaker'
  | 'boot'
  | 'backpack'
  | 'suitcase'
  | 'coffee'
  | 'knife'
  | 'pillow'
  | 'duvet'
  | 'lamp'
  | 'vase'
  | 'yogamat'
  | 'dumbbell'
  | 'cream'
  | 'sunscreen'
  | 'tent'
  | 'bottle';

export interface DemoType {
  name: Words;
  /** Base price in cents. */
  price: number;
  /** What the goods is drawn in when no colour is chosen. */
  colour: string;
  /** Its drawing (goods-pictures.ts), its specs and its copy (catalogue-copy.ts). */
  art: GoodsArt;
}

export interface DemoCategory {
  name: Words;
  /** Its icon, a Lucide icon's name (lucide-static), drawn in `colours` (lines, disc) like its subcategories. */
  icon: string;
  colours: [ink: string, disc: string];
  children: { name: Words; icon: string; types: DemoType[] }[];
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    name: ['Electronics', '数码电器', 'Electrónica', 'Électronique', '家電・デジタル', 'الإلكترونيات'], icon: 'monitor-smartphone', colours: ['#1d4ed8', '#dbeafe'],
    children: [
      {
        name: ['Audio', '影音', 'Audio', 'Audio', 'オーディオ', 'الصوتيات'], icon: 'headphones',
        types: [
          { name: ['Wireless Headphones', '无线耳机', 'Auriculares inalámbricos', 'Casque sans fil', 'ワイヤレスヘッドホン', 'سماعات رأس لاسلكية'], price: 8999, colour: '#3b82f6', art: 'headphones' },
          { name: ['Bluetooth Speaker', '蓝牙音箱', 'Altavoz Bluetooth', 'Enceinte Bluetooth', 'Bluetoothスピーカー', 'مكبر صوت بلوتوث'], price: 4999, colour: '#0ea5e9', art: 'speaker' },
        ],
      },
      {
        name: ['Phones & Tablets', '手机平板', 'Móviles y tabletas', 'Téléphones et tablettes', 'スマホ・タブレット', 'الهواتف والأجهزة اللوحية'], icon: 'tablet-smartphone',
        types: [
          { name: ['Smartphone', '智能手机', 'Teléfono inteligente', 'Smartphone', 'スマートフォン', 'هاتف ذكي'], price: 39999, colour: '#6366f1', art: 'phone' },
          { name: ['Tablet', '平板电脑', 'Tableta', 'Tablette', 'タブレット', 'جهاز لوحي'], price: 29999, colour: '#8b5cf6', art: 'tablet' },
        ],
      },
      {
        name: ['Accessories', '数码配件', 'Accesorios', 'Accessoires', 'アクセサリー', 'الإكسسوارات'], icon: 'battery-charging',
        types: [
          { name: ['Power Bank', '移动电源', 'Batería externa', 'Batterie externe', 'モバイルバッテリー', 'شاحن متنقل'], price: 2999, colour: '#14b8a6', art: 'powerbank' },
          { name: ['Smart Watch', '智能手表', 'Reloj inteligente', 'Montre connectée', 'スマートウォッチ', 'ساعة ذكية'], price: 15999, colour: '#06b6d4', art: 'watch' },
        ],
      },
    ],
  },
  {
    name: ['Fashion', '服饰鞋包', 'Moda', 'Mode', 'ファッション', 'الأزياء'], icon: 'shopping-bag', colours: ['#be185d', '#fce7f3'],
    children: [
      {
        name: ['Tops', '上装', 'Partes de arriba', 'Hauts', 'トップス', 'الملابس العلوية'], icon: 'shirt',
        types: [
          { name: ['Cotton T-Shirt', '纯棉T恤', 'Camiseta de algodón', 'T-shirt en coton', 'コットンTシャツ', 'قميص قطني'], price: 1999, colour: '#ef4444', art: 'tshirt' },
          { name: ['Hoodie', '连帽卫衣', 'Sudadera con capucha', 'Sweat à capuche', 'パーカー', 'سترة بقلنسوة'], price: 4599, colour: '#f97316', art: 'hoodie' },
        ],
      },
      {
        name: ['Shoes', '鞋靴', 'Calzado', 'Chaussures', 'シューズ', 'الأحذية'], icon: 'footprints',
        types: [
          { name: ['Running Shoes', '跑步鞋', 'Zapatillas de running', 'Chaussures de course', 'ランニングシューズ', 'حذاء جري'], price: 7999, colour: '#f59e0b', art: 'sneaker' },
          { name: ['Leather Boots', '皮靴', 'Botas de cuero', 'Bottes en cuir', 'レザーブーツ', 'حذاء جلدي طويل'], price: 11999, colour: '#b45309', art: 'boot' },
        ],
      },
      {
        name: ['Bags', '箱包', 'Bolsos', 'Sacs', 'バッグ', 'الحقائب'], icon: 'backpack',
        types: [
          { name: ['Backpack', '双肩包', 'Mochila', 'Sac à dos', 'リュックサック', 'حقيبة ظهر'], price: 5999, colour: '#84cc16', art: 'backpack' },
          { name: ['Travel Suitcase', '旅行箱', 'Maleta de viaje', 'Valise de voyage', 'スーツケース', 'حقيبة سفر'], price: 12999, colour: '#22c55e', art: 'suitcase' },
        ],
      },
    ],
  },
  {
    name: ['Home', '家居生活', 'Hogar', 'Maison', 'ホーム・キッチン', 'المنزل'], icon: 'house', colours: ['#b45309', '#fef3c7'],
    children: [
      {
        name: ['Kitchen', '厨房', 'Cocina', 'Cuisine', 'キッチン', 'المطبخ'], icon: 'cooking-pot',
        types: [
          { name: ['Coffee Maker', '咖啡机', 'Cafetera', 'Cafetière', 'コーヒーメーカー', 'آلة قهوة'], price: 6999, colour: '#78350f', art: 'coffee' },
          { name: ['Chef Knife', '主厨刀', 'Cuchillo de chef', 'Couteau de chef', '牛刀', 'سكين الطاهي'], price: 3499, colour: '#64748b', art: 'knife' },
        ],
      },
      {
        name: ['Bedding', '床品', 'Ropa de cama', 'Linge de lit', '寝具', 'مفروشات السرير'], icon: 'bed-double',
        types: [
          { name: ['Down Pillow', '羽绒枕', 'Almohada de plumón', 'Oreiller en duvet', '羽毛枕', 'وسادة ريش'], price: 2999, colour: '#e11d48', art: 'pillow' },
          { name: ['Linen Duvet Cover', '亚麻被套', 'Funda nórdica de lino', 'Housse de couette en lin', 'リネン掛け布団カバー', 'غطاء لحاف من الكتان'], price: 5999, colour: '#db2777', art: 'duvet' },
        ],
      },
      {
        name: ['Decor', '装饰', 'Decoración', 'Décoration', 'インテリア', 'الديكور'], icon: 'lamp',
        types: [
          { name: ['Table Lamp', '台灯', 'Lámpara de mesa', 'Lampe de table', 'テーブルランプ', 'مصباح طاولة'], price: 3999, colour: '#eab308', art: 'lamp' },
          { name: ['Ceramic Vase', '陶瓷花瓶', 'Jarrón de cerámica', 'Vase en céramique', '陶器の花瓶', 'مزهرية خزفية'], price: 2499, colour: '#a855f7', art: 'vase' },
        ],
      },
    ],
  },
  {
    name: ['Sports & Beauty', '运动美妆', 'Deporte y belleza', 'Sport et beauté', 'スポーツ・美容', 'الرياضة والجمال'], icon: 'bike', colours: ['#047857', '#d1fae5'],
    children: [
      {
        name: ['Fitness', '健身', 'Fitness', 'Fitness', 'フィットネス', 'اللياقة البدنية'], icon: 'dumbbell',
        types: [
          { name: ['Yoga Mat', '瑜伽垫', 'Esterilla de yoga', 'Tapis de yoga', 'ヨガマット', 'سجادة يوغا'], price: 2999, colour: '#10b981', art: 'yogamat' },
          { name: ['Dumbbell Set', '哑铃套装', 'Juego de mancuernas', 'Set d’haltères', 'ダンベルセット', 'طقم أثقال يدوية'], price: 8999, colour: '#475569', art: 'dumbbell' },
        ],
      },
      {
        name: ['Skincare', '护肤', 'Cuidado de la piel', 'Soins de la peau', 'スキンケア', 'العناية بالبشرة'], icon: 'sparkles',
        types: [
          { name: ['Face Cream', '面霜', 'Crema facial', 'Crème visage', 'フェイスクリーム', 'كريم الوجه'], price: 3599, colour: '#f472b6', art: 'cream' },
          { name: ['Sunscreen', '防晒霜', 'Protector solar', 'Crème solaire', '日焼け止め', 'واقي الشمس'], price: 1999, colour: '#fb923c', art: 'sunscreen' },
        ],
      },
      {
        name: ['Outdoor', '户外', 'Aire libre', 'Plein air', 'アウトドア', 'الأنشطة الخارجية'], icon: 'tent',
        types: [
          { name: ['Camping Tent', '露营帐篷', 'Tienda de campaña', 'Tente de camping', 'キャンプテント', 'خيمة تخييم'], price: 14999, colour: '#15803d', art: 'tent' },
          { name: ['Water Bottle', '运动水壶', 'Botella de agua', 'Gourde', 'ウォーターボトル', 'قارورة ماء'], price: 1599, colour: '#0284c7', art: 'bottle' },
        ],
      },
    ],
  },
];

/** Editions: each goods type comes in every one of them. */
export const DEMO_EDITIONS: { name: Words; factor: number }[] = [
  { name: ['Classic', '经典款', 'Clásico', 'Classique', 'クラシック', 'كلاسيكي'], factor: 100 },
  { name: ['Sport', '运动款', 'Deportivo', 'Sport', 'スポーツ', 'رياضي'], factor: 110 },
  { name: ['Travel', '旅行款', 'Viaje', 'Voyage', 'トラベル', 'للسفر'], factor: 95 },
  { name: ['Premium', '高级款', 'Premium', 'Premium', 'プレミアム', 'فاخر'], factor: 150 },
  { name: ['Everyday', '日常款', 'Diario', 'Quotidien', 'デイリー', 'يومي'], factor: 85 },
  { name: ['Compact', '小巧款', 'Compacto', 'Compact', 'コンパクト', 'مدمج'], factor: 90 },
  { name: ['Deluxe', '豪华款', 'Lujo', 'Luxe', 'デラックス', 'ديلوكس'], factor: 180 },
];

export const DEMO_BRANDS = ['Nordvik', 'Solace', 'Kairo', 'Lumen', 'Orbis'] as const;

/** A spec of the demo goods with its four values; a colour spec also says what each colour looks like. */
export interface DemoSpec {
  name: Words;
  values: Words[];
  /** A colour spec's paint per value: its SKUs' pictures are drawn in it. */
  paints?: string[];
}

const COLOURS = {
  black: { name: ['Black', '黑色', 'Negro', 'Noir', 'ブラック', 'أسود'], paint: '#262b33' },
  white: { name: ['White', '白色', 'Blanco', 'Blanc', 'ホワイト', 'أبيض'], paint: '#f4f4f2' },
  grey: { name: ['Grey', '灰色', 'Gris', 'Gris', 'グレー', 'رمادي'], paint: '#8b929c' },
  silver: { name: ['Silver', '银色', 'Plata', 'Argent', 'シルバー', 'فضي'], paint: '#c9ced6' },
  blue: { name: ['Blue', '蓝色', 'Azul', 'Bleu', 'ブルー', 'أزرق'], paint: '#2f6fde' },
  navy: { name: ['Navy', '藏青色', 'Azul marino', 'Bleu marine', 'ネイビー', 'كحلي'], paint: '#1f3563' },
  red: { name: ['Red', '红色', 'Rojo', 'Rouge', 'レッド', 'أحمر'], paint: '#d83a34' },
  pink: { name: ['Pink', '粉色', 'Rosa', 'Rose', 'ピンク', 'وردي'], paint: '#f29bb8' },
  green: { name: ['Green', '绿色', 'Verde', 'Vert', 'グリーン', 'أخضر'], paint: '#2f8f57' },
  sage: { name: ['Sage', '灰绿色', 'Verde salvia', 'Vert sauge', 'セージ', 'أخضر مريمي'], paint: '#9fb49a' },
  orange: { name: ['Orange', '橙色', 'Naranja', 'Orange', 'オレンジ', 'برتقالي'], paint: '#f28a2e' },
  brown: { name: ['Brown', '棕色', 'Marrón', 'Marron', 'ブラウン', 'بني'], paint: '#6e4526' },
  tan: { name: ['Tan', '驼色', 'Camel', 'Camel', 'キャメル', 'جملي'], paint: '#c48f5a' },
  gold: { name: ['Gold', '金色', 'Dorado', 'Or', 'ゴールド', 'ذهبي'], paint: '#d6ad4f' },
  purple: { name: ['Purple', '紫色', 'Morado', 'Violet', 'パープル', 'بنفسجي'], paint: '#8d63d9' },
  sand: { name: ['Sand', '沙色', 'Arena', 'Sable', 'サンド', 'رملي'], paint: '#e2cfa8' },
  burgundy: { name: ['Burgundy', '酒红色', 'Burdeos', 'Bordeaux', 'バーガンディ', 'خمري'], paint: '#7d2435' },
  terracotta: { name: ['Terracotta', '陶土色', 'Terracota', 'Terre cuite', 'テラコッタ', 'تيراكوتا'], paint: '#c0603e' },
} satisfies Record<string, { name: Words; paint: string }>;

const SPEC_NAMES = {
  colour: ['Colour', '颜色', 'Color', 'Couleur', 'カラー', 'اللون'],
  size: ['Size', '尺码', 'Talla', 'Taille', 'サイズ', 'المقاس'],
  dimensions: ['Size', '尺寸', 'Tamaño', 'Dimensions', 'サイズ', 'المقاس'],
  volume: ['Size', '规格', 'Tamaño', 'Contenance', '容量', 'الحجم'],
  storage: ['Storage', '存储容量', 'Almacenamiento', 'Stockage', 'ストレージ', 'السعة التخزينية'],
  capacity: ['Capacity', '容量', 'Capacidad', 'Capacité', '容量', 'السعة'],
  caseSize: ['Case size', '表盘尺寸', 'Tamaño de la caja', 'Taille du boîtier', 'ケースサイズ', 'حجم الإطار'],
  bundle: ['Bundle', '套装', 'Pack', 'Pack', 'セット内容', 'الحزمة'],
  output: ['Output', '功率', 'Potencia', 'Puissance', '出力', 'القدرة'],
  bladeLength: ['Blade length', '刀刃长度', 'Longitud de la hoja', 'Longueur de lame', '刃渡り', 'طول النصل'],
  firmness: ['Firmness', '软硬度', 'Firmeza', 'Fermeté', '硬さ', 'الصلابة'],
  lightColour: ['Light colour', '光色', 'Tono de luz', 'Teinte de lumière', '光色', 'لون الضوء'],
  height: ['Height', '高度', 'Altura', 'Hauteur', '高さ', 'الارتفاع'],
  thickness: ['Thickness', '厚度', 'Grosor', 'Épaisseur', '厚さ', 'السماكة'],
  weight: ['Weight', '重量', 'Peso', 'Poids', '重さ', 'الوزن'],
  skinType: ['Skin type', '肤质', 'Tipo de piel', 'Type de peau', '肌タイプ', 'نوع البشرة'],
  protection: ['Protection', '防晒指数', 'Protección', 'Protection', '紫外線防止', 'الحماية'],
  sleeps: ['Sleeps', '可容纳人数', 'Plazas', 'Places', '使用人数', 'عدد الأشخاص'],
} satisfies Record<string, Words>;

const colours = (...keys: (keyof typeof COLOURS)[]): DemoSpec => ({
  name: SPEC_NAMES.colour,
  values: keys.map((key) => COLOURS[key].name),
  paints: keys.map((key) => COLOURS[key].paint),
});
const sameInEvery = (text: string): Words => [text, text, text, text, text, text];
/** Amounts with a unit, written with each language's digit grouping and decimal sign (Arabic in Latin digits, as shop labels write them). */
const measured = (name: Words, amounts: number[], unit: string, prefix = ''): DemoSpec => ({
  name,
  values: amounts.map((amount) => DEMO_LANGS.map((lang) => `${prefix}${new Intl.NumberFormat(lang === 'ar' ? 'ar-u-nu-latn' : lang).format(amount)} ${unit}`) as unknown as Words),
});
const listed = (name: Words, values: Words[]): DemoSpec => ({ name, values });

const CLOTHES_SIZES = listed(SPEC_NAMES.size, ['S', 'M', 'L', 'XL'].map(sameInEvery));
const SHOE_SIZES = listed(SPEC_NAMES.size, ['EU 40', 'EU 41', 'EU 42', 'EU 43'].map(sameInEvery));

/**
 * Each type's two specs, four values each, that fit it: a goods of the type has none, the first,
 * or both (so the demo's SKU counts stay 1, 4 and 16). Goods with a colour get pictures per colour.
 */
export const DEMO_TYPE_SPECS: Record<GoodsArt, [DemoSpec, DemoSpec]> = {
  headphones: [
    colours('black', 'white', 'navy', 'pink'),
    listed(SPEC_NAMES.bundle, [
      ['Standard', '标准版', 'Estándar', 'Standard', 'スタンダード', 'قياسي'],
      ['With travel case', '含收纳盒', 'Con estuche de viaje', 'Avec étui de voyage', 'トラベルケース付き', 'مع حقيبة سفر'],
      ['With stand', '含支架', 'Con soporte', 'Avec support', 'スタンド付き', 'مع حامل'],
      ['Gift box', '礼盒装', 'Caja regalo', 'Coffret cadeau', 'ギフトボックス', 'علبة هدايا'],
    ]),
  ],
  speaker: [colours('black', 'grey', 'blue', 'red'), measured(SPEC_NAMES.output, [10, 20, 30, 40], 'W')],
  phone: [colours('black', 'silver', 'blue', 'green'), listed(SPEC_NAMES.storage, ['128 GB', '256 GB', '512 GB', '1 TB'].map(sameInEvery))],
  tablet: [colours('grey', 'silver', 'blue', 'pink'), listed(SPEC_NAMES.storage, ['64 GB', '128 GB', '256 GB', '512 GB'].map(sameInEvery))],
  powerbank: [colours('black', 'white', 'blue', 'green'), measured(SPEC_NAMES.capacity, [5000, 10000, 20000, 26800], 'mAh')],
  watch: [colours('black', 'silver', 'gold', 'pink'), measured(SPEC_NAMES.caseSize, [38, 41, 44, 46], 'mm')],
  tshirt: [colours('black', 'white', 'navy', 'red'), CLOTHES_SIZES],
  hoodie: [colours('black', 'grey', 'green', 'orange'), CLOTHES_SIZES],
  sneaker: [colours('black', 'white', 'blue', 'orange'), SHOE_SIZES],
  boot: [colours('black', 'brown', 'tan', 'burgundy'), SHOE_SIZES],
  backpack: [colours('black', 'grey', 'green', 'navy'), measured(SPEC_NAMES.capacity, [15, 20, 25, 30], 'L')],
  suitcase: [colours('black', 'silver', 'blue', 'red'), measured(SPEC_NAMES.dimensions, [55, 65, 70, 75], 'cm')],
  coffee: [colours('black', 'silver', 'white', 'red'), measured(SPEC_NAMES.capacity, [0.6, 1, 1.25, 1.5], 'L')],
  knife: [colours('black', 'brown', 'sage', 'red'), measured(SPEC_NAMES.bladeLength, [15, 18, 20, 23], 'cm')],
  pillow: [
    colours('white', 'grey', 'blue', 'sand'),
    listed(SPEC_NAMES.firmness, [
      ['Soft', '柔软', 'Suave', 'Moelleux', 'やわらかめ', 'ناعمة'],
      ['Medium', '适中', 'Media', 'Mi-ferme', 'ふつう', 'متوسطة'],
      ['Firm', '偏硬', 'Firme', 'Ferme', 'かため', 'صلبة'],
      ['Extra firm', '硬挺', 'Extrafirme', 'Très ferme', 'とてもかため', 'صلبة جدًا'],
    ]),
  ],
  duvet: [colours('white', 'sage', 'sand', 'terracotta'), listed(SPEC_NAMES.dimensions, ['135 × 200 cm', '200 × 200 cm', '220 × 240 cm', '260 × 240 cm'].map(sameInEvery))],
  lamp: [colours('black', 'white', 'gold', 'green'), measured(SPEC_NAMES.lightColour, [2700, 3000, 4000, 5000], 'K')],
  vase: [colours('white', 'blue', 'terracotta', 'sage'), measured(SPEC_NAMES.height, [20, 25, 30, 40], 'cm')],
  yogamat: [colours('purple', 'blue', 'green', 'pink'), measured(SPEC_NAMES.thickness, [4, 6, 8, 10], 'mm')],
  dumbbell: [colours('black', 'grey', 'blue', 'red'), measured(SPEC_NAMES.weight, [5, 10, 15, 20], 'kg', '2 × ')],
  cream: [
    measured(SPEC_NAMES.volume, [30, 50, 75, 100], 'ml'),
    listed(SPEC_NAMES.skinType, [
      ['Dry', '干性', 'Seca', 'Sèche', '乾燥肌', 'جافة'],
      ['Normal', '中性', 'Normal', 'Normale', '普通肌', 'عادية'],
      ['Combination', '混合性', 'Mixta', 'Mixte', '混合肌', 'مختلطة'],
      ['Oily', '油性', 'Grasa', 'Grasse', '脂性肌', 'دهنية'],
    ]),
  ],
  sunscreen: [listed(SPEC_NAMES.protection, ['SPF 15', 'SPF 30', 'SPF 50', 'SPF 50+'].map(sameInEvery)), measured(SPEC_NAMES.volume, [50, 100, 150, 200], 'ml')],
  tent: [
    colours('green', 'orange', 'blue', 'sand'),
    listed(SPEC_NAMES.sleeps, [
      ['1 person', '1 人', '1 persona', '1 personne', '1人用', 'شخص واحد'],
      ['2 people', '2 人', '2 personas', '2 personnes', '2人用', 'شخصان'],
      ['3 people', '3 人', '3 personas', '3 personnes', '3人用', '3 أشخاص'],
      ['4 people', '4 人', '4 personas', '4 personnes', '4人用', '4 أشخاص'],
    ]),
  ],
  bottle: [colours('black', 'white', 'blue', 'pink'), measured(SPEC_NAMES.capacity, [350, 500, 750, 1000], 'ml')],
};

/** "{type}: {edition} edition by {brand}" written the way each language says it. */
export const DEMO_NAME_PATTERNS: Words = ['{brand} {type} {edition}', '{brand}{edition}{type}', '{type} {brand} {edition}', '{type} {brand} {edition}', '{brand} {type} {edition}', '{type} {brand} {edition}'];

/** Search's suggested words, each in every language. */
export const DEMO_HOT_KEYWORDS: Words[] = [
  ['headphones', '耳机', 'auriculares', 'casque', 'ヘッドホン', 'سماعات'],
  ['backpack', '背包', 'mochila', 'sac à dos', 'リュック', 'حقيبة ظهر'],
  ['smart watch', '智能手表', 'reloj inteligente', 'montre connectée', 'スマートウォッチ', 'ساعة ذكية'],
  ['yoga mat', '瑜伽垫', 'esterilla de yoga', 'tapis de yoga', 'ヨガマット', 'سجادة يوغا'],
  ['coffee maker', '咖啡机', 'cafetera', 'cafetière', 'コーヒーメーカー', 'ماكينة قهوة'],
  ['running shoes', '跑鞋', 'zapatillas de running', 'chaussures de course', 'ランニングシューズ', 'أحذية جري'],
];
