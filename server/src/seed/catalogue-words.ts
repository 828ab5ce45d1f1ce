/**
 * Word tables of the demo catalogue, per language (en, zh-CN, es, fr, ja, ar). Goods names are
 * made from them: brand x product type x edition.
 */
export type Words = readonly [en: string, zh: string, es: string, fr: string, ja: string, ar: string];

export const DEMO_LANGS = ['en', 'zh-CN', 'es', 'fr', 'ja', 'ar'] as const;

export interface DemoType {
  name: Words;
  /** Base price in cents. */
  price: number;
  colour: string;
}

export interface DemoCategory {
  name: Words;
  children: { name: Words; types: DemoType[] }[];
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    name: ['Electronics', '数码电器', 'Electrónica', 'Électronique', '家電・デジタル', 'الإلكترونيات'],
    children: [
      {
        name: ['Audio', '影音', 'Audio', 'Audio', 'オーディオ', 'الصوتيات'],
        types: [
          { name: ['Wireless Headphones', '无线耳机', 'Auriculares inalámbricos', 'Casque sans fil', 'ワイヤレスヘッドホン', 'سماعات رأس لاسلكية'], price: 8999, colour: '#3b82f6' },
          { name: ['Bluetooth Speaker', '蓝牙音箱', 'Altavoz Bluetooth', 'Enceinte Bluetooth', 'Bluetoothスピーカー', 'مكبر صوت بلوتوث'], price: 4999, colour: '#0ea5e9' },
        ],
      },
      {
        name: ['Phones & Tablets', '手机平板', 'Móviles y tabletas', 'Téléphones et tablettes', 'スマホ・タブレット', 'الهواتف والأجهزة اللوحية'],
        types: [
          { name: ['Smartphone', '智能手机', 'Teléfono inteligente', 'Smartphone', 'スマートフォン', 'هاتف ذكي'], price: 39999, colour: '#6366f1' },
          { name: ['Tablet', '平板电脑', 'Tableta', 'Tablette', 'タブレット', 'جهاز لوحي'], price: 29999, colour: '#8b5cf6' },
        ],
      },
      {
        name: ['Accessories', '数码配件', 'Accesorios', 'Accessoires', 'アクセサリー', 'الإكسسوارات'],
        types: [
          { name: ['Power Bank', '移动电源', 'Batería externa', 'Batterie externe', 'モバイルバッテリー', 'شاحن متنقل'], price: 2999, colour: '#14b8a6' },
          { name: ['Smart Watch', '智能手表', 'Reloj inteligente', 'Montre connectée', 'スマートウォッチ', 'ساعة ذكية'], price: 15999, colour: '#06b6d4' },
        ],
      },
    ],
  },
  {
    name: ['Fashion', '服饰鞋包', 'Moda', 'Mode', 'ファッション', 'الأزياء'],
    children: [
      {
        name: ['Tops', '上装', 'Partes de arriba', 'Hauts', 'トップス', 'الملابس العلوية'],
        types: [
          { name: ['Cotton T-Shirt', '纯棉T恤', 'Camiseta de algodón', 'T-shirt en coton', 'コットンTシャツ', 'قميص قطني'], price: 1999, colour: '#ef4444' },
          { name: ['Hoodie', '连帽卫衣', 'Sudadera con capucha', 'Sweat à capuche', 'パーカー', 'سترة بقلنسوة'], price: 4599, colour: '#f97316' },
        ],
      },
      {
        name: ['Shoes', '鞋靴', 'Calzado', 'Chaussures', 'シューズ', 'الأحذية'],
        types: [
          { name: ['Running Shoes', '跑步鞋', 'Zapatillas de running', 'Chaussures de course', 'ランニングシューズ', 'حذاء جري'], price: 7999, colour: '#f59e0b' },
          { name: ['Leather Boots', '皮靴', 'Botas de cuero', 'Bottes en cuir', 'レザーブーツ', 'حذاء جلدي طويل'], price: 11999, colour: '#b45309' },
        ],
      },
      {
        name: ['Bags', '箱包', 'Bolsos', 'Sacs', 'バッグ', 'الحقائب'],
        types: [
          { name: ['Backpack', '双肩包', 'Mochila', 'Sac à dos', 'リュックサック', 'حقيبة ظهر'], price: 5999, colour: '#84cc16' },
          { name: ['Travel Suitcase', '旅行箱', 'Maleta de viaje', 'Valise de voyage', 'スーツケース', 'حقيبة سفر'], price: 12999, colour: '#22c55e' },
        ],
      },
    ],
  },
  {
    name: ['Home', '家居生活', 'Hogar', 'Maison', 'ホーム・キッチン', 'المنزل'],
    children: [
      {
        name: ['Kitchen', '厨房', 'Cocina', 'Cuisine', 'キッチン', 'المطبخ'],
        types: [
          { name: ['Coffee Maker', '咖啡机', 'Cafetera', 'Cafetière', 'コーヒーメーカー', 'آلة قهوة'], price: 6999, colour: '#78350f' },
          { name: ['Chef Knife', '主厨刀', 'Cuchillo de chef', 'Couteau de chef', '牛刀', 'سكين الطاهي'], price: 3499, colour: '#64748b' },
        ],
      },
      {
        name: ['Bedding', '床品', 'Ropa de cama', 'Linge de lit', '寝具', 'مفروشات السرير'],
        types: [
          { name: ['Down Pillow', '羽绒枕', 'Almohada de plumón', 'Oreiller en duvet', '羽毛枕', 'وسادة ريش'], price: 2999, colour: '#e11d48' },
          { name: ['Linen Duvet Cover', '亚麻被套', 'Funda nórdica de lino', 'Housse de couette en lin', 'リネン掛け布団カバー', 'غطاء لحاف من الكتان'], price: 5999, colour: '#db2777' },
        ],
      },
      {
        name: ['Decor', '装饰', 'Decoración', 'Décoration', 'インテリア', 'الديكور'],
        types: [
          { name: ['Table Lamp', '台灯', 'Lámpara de mesa', 'Lampe de table', 'テーブルランプ', 'مصباح طاولة'], price: 3999, colour: '#eab308' },
          { name: ['Ceramic Vase', '陶瓷花瓶', 'Jarrón de cerámica', 'Vase en céramique', '陶器の花瓶', 'مزهرية خزفية'], price: 2499, colour: '#a855f7' },
        ],
      },
    ],
  },
  {
    name: ['Sports & Beauty', '运动美妆', 'Deporte y belleza', 'Sport et beauté', 'スポーツ・美容', 'الرياضة والجمال'],
    children: [
      {
        name: ['Fitness', '健身', 'Fitness', 'Fitness', 'フィットネス', 'اللياقة البدنية'],
        types: [
          { name: ['Yoga Mat', '瑜伽垫', 'Esterilla de yoga', 'Tapis de yoga', 'ヨガマット', 'سجادة يوغا'], price: 2999, colour: '#10b981' },
          { name: ['Dumbbell Set', '哑铃套装', 'Juego de mancuernas', 'Set d’haltères', 'ダンベルセット', 'طقم أثقال يدوية'], price: 8999, colour: '#475569' },
        ],
      },
      {
        name: ['Skincare', '护肤', 'Cuidado de la piel', 'Soins de la peau', 'スキンケア', 'العناية بالبشرة'],
        types: [
          { name: ['Face Cream', '面霜', 'Crema facial', 'Crème visage', 'フェイスクリーム', 'كريم الوجه'], price: 3599, colour: '#f472b6' },
          { name: ['Sunscreen', '防晒霜', 'Protector solar', 'Crème solaire', '日焼け止め', 'واقي الشمس'], price: 1999, colour: '#fb923c' },
        ],
      },
      {
        name: ['Outdoor', '户外', 'Aire libre', 'Plein air', 'アウトドア', 'الأنشطة الخارجية'],
        types: [
          { name: ['Camping Tent', '露营帐篷', 'Tienda de campaña', 'Tente de camping', 'キャンプテント', 'خيمة تخييم'], price: 14999, colour: '#15803d' },
          { name: ['Water Bottle', '运动水壶', 'Botella de agua', 'Gourde', 'ウォーターボトル', 'قارورة ماء'], price: 1599, colour: '#0284c7' },
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

export const DEMO_SPECS: { name: Words; values: Words[] }[] = [
  {
    name: ['Colour', '颜色', 'Color', 'Couleur', 'カラー', 'اللون'],
    values: [
      ['Black', '黑色', 'Negro', 'Noir', 'ブラック', 'أسود'],
      ['White', '白色', 'Blanco', 'Blanc', 'ホワイト', 'أبيض'],
      ['Blue', '蓝色', 'Azul', 'Bleu', 'ブルー', 'أزرق'],
      ['Red', '红色', 'Rojo', 'Rouge', 'レッド', 'أحمر'],
    ],
  },
  {
    name: ['Size', '尺码', 'Talla', 'Taille', 'サイズ', 'المقاس'],
    values: [
      ['S', 'S', 'S', 'S', 'S', 'S'],
      ['M', 'M', 'M', 'M', 'M', 'M'],
      ['L', 'L', 'L', 'L', 'L', 'L'],
      ['XL', 'XL', 'XL', 'XL', 'XL', 'XL'],
    ],
  },
];

/** "{type}: {edition} edition by {brand}" written the way each language says it. */
export const DEMO_NAME_PATTERNS: Words = ['{brand} {type} {edition}', '{brand}{edition}{type}', '{type} {brand} {edition}', '{type} {brand} {edition}', '{brand} {type} {edition}', '{type} {brand} {edition}'];

export const DEMO_SUBTITLES: Words = [
  'Free returns within 30 days',
  '30 天无忧退货',
  'Devolución gratuita en 30 días',
  'Retour gratuit sous 30 jours',
  '30日間返品無料',
  'إرجاع مجاني خلال 30 يومًا',
];

export const DEMO_DESCRIPTIONS: Words = [
  '<p><strong>{name}</strong> is made to last and tested for everyday use.</p><ul><li>Carefully selected materials</li><li>One-year warranty</li></ul>',
  '<p><strong>{name}</strong> 经久耐用，经过日常使用测试。</p><ul><li>精选材料</li><li>一年保修</li></ul>',
  '<p><strong>{name}</strong> está hecho para durar y probado para el uso diario.</p><ul><li>Materiales seleccionados</li><li>Garantía de un año</li></ul>',
  '<p><strong>{name}</strong> est conçu pour durer et testé au quotidien.</p><ul><li>Matériaux soigneusement choisis</li><li>Garantie d’un an</li></ul>',
  '<p><strong>{name}</strong> は長く使えるよう作られ、日常使用でテストされています。</p><ul><li>厳選した素材</li><li>1年保証</li></ul>',
  '<p><strong>{name}</strong> مصنوع ليدوم ومختبر للاستخدام اليومي.</p><ul><li>مواد مختارة بعناية</li><li>ضمان لمدة عام</li></ul>',
];

export const DEMO_HOT_KEYWORDS = ['headphones', 'backpack', 'smart watch', 'yoga mat', 'coffee maker', 'running shoes'];
