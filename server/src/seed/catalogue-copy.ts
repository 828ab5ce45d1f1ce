import type { GoodsArt, Words } from './catalogue-words.ts';

/**
 * The demo shop's copy per goods type, in six languages (en, zh-CN, es, fr, ja, ar): a subtitle
 * under the name, and the selling points the description lists. Subtitles never name another
 * goods type (they are searched with the names).
 */
export interface GoodsCopy {
  subtitle: Words;
  points: Words[];
}

export const GOODS_COPY: Record<GoodsArt, GoodsCopy> = {
  headphones: {
    subtitle: ['Active noise cancelling, 40-hour battery', '主动降噪，40 小时续航', 'Cancelación activa de ruido, 40 h de batería', 'Réduction de bruit active, 40 h d’autonomie', 'アクティブノイズキャンセリング、最大40時間再生', 'عزل نشط للضوضاء وبطارية تدوم 40 ساعة'],
    points: [
      ['40 mm drivers tuned for deep, clear sound', '40 毫米驱动单元，低音深沉、人声清晰', 'Altavoces de 40 mm con graves profundos y voces nítidas', 'Haut-parleurs de 40 mm, basses profondes et voix nettes', '深い低音とクリアな音声の40mmドライバー', 'مكبرات 40 مم لصوت عميق وواضح'],
      ['Memory-foam ear cushions for all-day comfort', '记忆海绵耳垫，全天佩戴舒适', 'Almohadillas viscoelásticas, cómodas todo el día', 'Coussinets à mémoire de forme, confort toute la journée', '一日中快適な低反発イヤーパッド', 'وسائد أذن من الإسفنج الذكي لراحة طوال اليوم'],
      ['10 minutes of charging gives 5 hours of music', '充电 10 分钟，畅听 5 小时', '10 minutos de carga dan 5 horas de música', '10 minutes de charge pour 5 heures de musique', '10分の充電で5時間再生', 'شحن 10 دقائق يمنحك 5 ساعات من الموسيقى'],
    ],
  },
  speaker: {
    subtitle: ['360° sound, waterproof IP67', '360° 环绕音效，IP67 防水', 'Sonido 360°, resistente al agua IP67', 'Son à 360°, étanche IP67', '360°サウンド、IP67防水', 'صوت 360° ومقاوم للماء IP67'],
    points: [
      ['Room-filling sound with a passive bass radiator', '被动低音辐射器，声音充满整个房间', 'Sonido que llena la sala con radiador pasivo de graves', 'Un son qui remplit la pièce grâce au radiateur passif', 'パッシブラジエーターで部屋中に広がるサウンド', 'صوت يملأ الغرفة بفضل مشع جهير'],
      ['Floats and survives a drop in the pool', '可漂浮，掉进泳池也无妨', 'Flota y resiste una caída a la piscina', 'Flotte et résiste à une chute dans la piscine', '水に浮き、プールに落としても安心', 'يطفو ويتحمل السقوط في المسبح'],
      ['Pair two for stereo sound', '两台配对即成立体声', 'Empareja dos para sonido estéreo', 'Associez-en deux pour un son stéréo', '2台ペアリングでステレオ再生', 'اقرن جهازين لصوت ستيريو'],
    ],
  },
  phone: {
    subtitle: ['6.5" OLED display, triple camera', '6.5 英寸 OLED 屏幕，三摄系统', 'Pantalla OLED de 6,5", triple cámara', 'Écran OLED 6,5", triple appareil photo', '6.5インチ有機EL、トリプルカメラ', 'شاشة OLED مقاس 6.5 بوصة وثلاث كاميرات'],
    points: [
      ['50 MP main camera with night mode', '5000 万像素主摄，支持夜景模式', 'Cámara principal de 50 MP con modo noche', 'Capteur principal 50 Mpx avec mode nuit', 'ナイトモード対応の50MPメインカメラ', 'كاميرا رئيسية 50 ميغابكسل مع الوضع الليلي'],
      ['All-day battery with 65 W fast charging', '全天续航，支持 65W 快充', 'Batería para todo el día con carga rápida de 65 W', 'Batterie pour la journée, charge rapide 65 W', '1日持つバッテリーと65W急速充電', 'بطارية تدوم طوال اليوم وشحن سريع 65 واط'],
      ['Five years of security updates', '五年安全更新', 'Cinco años de actualizaciones de seguridad', 'Cinq ans de mises à jour de sécurité', '5年間のセキュリティアップデート', 'تحديثات أمنية لمدة خمس سنوات'],
    ],
  },
  tablet: {
    subtitle: ['11" display for work and play', '11 英寸大屏，工作娱乐两相宜', 'Pantalla de 11" para trabajar y disfrutar', 'Écran 11" pour travailler et se divertir', '仕事にも遊びにも11インチ画面', 'شاشة 11 بوصة للعمل والترفيه'],
    points: [
      ['Sharp 2.5K screen, bright enough for outdoors', '2.5K 高清屏，户外也清晰可见', 'Pantalla 2,5K nítida, legible al aire libre', 'Écran 2,5K net, lisible en extérieur', '屋外でも見やすい鮮明な2.5K画面', 'شاشة 2.5K واضحة حتى في الهواء الطلق'],
      ['Stylus support for notes and sketches', '支持手写笔记与绘图', 'Compatible con lápiz para notas y bocetos', 'Compatible stylet pour notes et croquis', 'スタイラスでメモやスケッチ', 'يدعم القلم لتدوين الملاحظات والرسم'],
      ['12 hours of video on one charge', '一次充电可播放 12 小时视频', '12 horas de vídeo con una carga', '12 heures de vidéo sur une charge', '1回の充電で12時間の動画再生', '12 ساعة من الفيديو بشحنة واحدة'],
    ],
  },
  powerbank: {
    subtitle: ['Charges a phone up to four times', '可为手机充电约四次', 'Carga un móvil hasta cuatro veces', 'Recharge un téléphone jusqu’à quatre fois', 'スマホを最大4回充電', 'يشحن الهاتف حتى أربع مرات'],
    points: [
      ['USB-C in and out, 22.5 W fast charging', 'USB-C 双向，22.5W 快充', 'USB-C de entrada y salida, carga rápida de 22,5 W', 'USB-C entrée et sortie, charge rapide 22,5 W', 'USB-C入出力、22.5W急速充電', 'منفذ USB-C للإدخال والإخراج وشحن سريع 22.5 واط'],
      ['Charges two devices at once', '可同时为两台设备充电', 'Carga dos dispositivos a la vez', 'Charge deux appareils à la fois', '2台同時に充電可能', 'يشحن جهازين في وقت واحد'],
      ['Allowed in cabin baggage', '可随身携带登机', 'Permitida en el equipaje de cabina', 'Autorisée en bagage cabine', '機内持ち込み可能', 'مسموح بها في حقيبة المقصورة'],
    ],
  },
  watch: {
    subtitle: ['Heart rate, GPS and 7-day battery', '心率监测、GPS，7 天续航', 'Pulso, GPS y 7 días de batería', 'Cardio, GPS et 7 jours d’autonomie', '心拍・GPS・7日間バッテリー', 'قياس النبض وGPS وبطارية 7 أيام'],
    points: [
      ['Tracks over 100 sports and your sleep', '支持 100 多种运动与睡眠监测', 'Registra más de 100 deportes y tu sueño', 'Suit plus de 100 sports et votre sommeil', '100種類以上のスポーツと睡眠を記録', 'يتتبع أكثر من 100 رياضة ونومك'],
      ['Always-on AMOLED display', 'AMOLED 息屏显示', 'Pantalla AMOLED siempre activa', 'Écran AMOLED toujours allumé', '常時表示のAMOLEDディスプレイ', 'شاشة AMOLED تعمل دائمًا'],
      ['Water resistant to 50 metres', '50 米防水', 'Resistente al agua hasta 50 metros', 'Étanche jusqu’à 50 mètres', '50m防水', 'مقاومة للماء حتى 50 مترًا'],
    ],
  },
  tshirt: {
    subtitle: ['100% organic cotton, regular fit', '100% 有机棉，标准版型', '100% algodón orgánico, corte regular', '100 % coton bio, coupe droite', 'オーガニックコットン100%、レギュラーフィット', 'قطن عضوي 100% بقصة عادية'],
    points: [
      ['Soft 180 g jersey that keeps its shape', '180 克柔软针织面料，不易变形', 'Punto suave de 180 g que no se deforma', 'Jersey doux de 180 g qui garde sa forme', '型崩れしにくい柔らかな180g天竺', 'قماش جيرسي ناعم 180 غ يحافظ على شكله'],
      ['Pre-shrunk: true to size after washing', '预缩处理，洗后不缩水', 'Preencogida: mantiene la talla tras lavarla', 'Prérétréci : garde sa taille au lavage', '防縮加工で洗ってもサイズそのまま', 'معالج ضد الانكماش ويحافظ على مقاسه بعد الغسل'],
      ['Ribbed collar that stays flat', '罗纹领口，平整不卷边', 'Cuello de canalé que no se deforma', 'Col côtelé qui reste bien à plat', '平らなまま保つリブ襟', 'ياقة مضلعة تبقى مستوية'],
    ],
  },
  hoodie: {
    subtitle: ['Brushed fleece, roomy front pocket', '磨毛抓绒，宽大前袋', 'Felpa perchada y gran bolsillo delantero', 'Molleton gratté, grande poche ventrale', '裏起毛、大きなフロントポケット', 'صوف ناعم وجيب أمامي واسع'],
    points: [
      ['Warm 320 g cotton blend', '320 克混纺棉，温暖厚实', 'Mezcla de algodón de 320 g, cálida', 'Mélange coton 320 g bien chaud', '暖かい320gコットン混', 'مزيج قطني دافئ 320 غ'],
      ['Lined hood with flat drawcords', '内衬连帽，扁平抽绳', 'Capucha forrada con cordones planos', 'Capuche doublée, cordons plats', '裏地付きフードとフラットな紐', 'قلنسوة مبطنة بأربطة مسطحة'],
      ['Ribbed cuffs and hem keep the cold out', '罗纹袖口与下摆，挡住寒风', 'Puños y bajo de canalé frenan el frío', 'Poignets et bas côtelés contre le froid', 'リブの袖口と裾で冷気をブロック', 'أكمام وحواف مضلعة تمنع البرد'],
    ],
  },
  sneaker: {
    subtitle: ['Light cushioning for daily runs', '轻盈缓震，日常跑步之选', 'Amortiguación ligera para correr a diario', 'Amorti léger pour courir tous les jours', '毎日のランに軽量クッション', 'توسيد خفيف للجري اليومي'],
    points: [
      ['Responsive foam midsole, 240 g per shoe', '回弹泡棉中底，单只仅 240 克', 'Mediasuela de espuma reactiva, 240 g por zapatilla', 'Semelle intermédiaire réactive, 240 g la chaussure', '反発力のあるフォームミッドソール、片足240g', 'نعل أوسط إسفنجي متجاوب، 240 غ للفردة'],
      ['Breathable knit upper', '透气针织鞋面', 'Parte superior de punto transpirable', 'Tige en maille respirante', '通気性の良いニットアッパー', 'جزء علوي محبوك يسمح بمرور الهواء'],
      ['Grippy rubber outsole for wet roads', '防滑橡胶大底，雨天路面也抓地', 'Suela de goma con agarre en mojado', 'Semelle caoutchouc adhérente sur sol mouillé', '濡れた路面でも滑りにくいラバーアウトソール', 'نعل مطاطي ثابت على الطرق المبللة'],
    ],
  },
  boot: {
    subtitle: ['Full-grain leather, Goodyear welted', '头层牛皮，固特异工艺', 'Piel plena flor, cosido Goodyear', 'Cuir pleine fleur, cousu Goodyear', 'フルグレインレザー、グッドイヤー製法', 'جلد طبيعي كامل الحبوب بخياطة غوديير'],
    points: [
      ['Resoleable: made to last for years', '可更换鞋底，经久耐穿', 'Se puede cambiar la suela: hecha para durar años', 'Ressemelable : faite pour durer des années', 'ソール交換可能で長く履ける', 'يمكن تغيير نعله ليدوم سنوات'],
      ['Water-resistant waxed finish', '防泼水蜡面处理', 'Acabado encerado resistente al agua', 'Finition cirée déperlante', '撥水ワックス仕上げ', 'لمسة شمعية مقاومة للماء'],
      ['Cushioned leather insole', '柔软皮革鞋垫', 'Plantilla de piel acolchada', 'Semelle intérieure en cuir rembourrée', 'クッション性のあるレザーインソール', 'بطانة داخلية جلدية مبطنة'],
    ],
  },
  backpack: {
    subtitle: ['Padded laptop sleeve, water-repellent', '加厚电脑隔层，防泼水', 'Funda acolchada para portátil, repelente al agua', 'Poche ordinateur rembourrée, déperlant', 'クッション付きPCスリーブ、撥水', 'جيب مبطن للحاسوب ومقاوم للماء'],
    points: [
      ['Fits a 15" laptop', '可放 15 英寸笔记本电脑', 'Cabe un portátil de 15"', 'Accueille un ordinateur 15"', '15インチのノートPCが入る', 'يتسع لحاسوب محمول 15 بوصة'],
      ['Hidden back pocket for your passport', '背部隐藏口袋，护照更安心', 'Bolsillo trasero oculto para el pasaporte', 'Poche dorsale cachée pour le passeport', 'パスポート用の隠しポケット', 'جيب خلفي مخفي لجواز السفر'],
      ['Breathable back panel and padded straps', '透气背板与加厚肩带', 'Espalda transpirable y tirantes acolchados', 'Dos respirant et bretelles rembourrées', '通気性のある背面とクッション付きストラップ', 'ظهر جيد التهوية وأحزمة مبطنة'],
    ],
  },
  suitcase: {
    subtitle: ['Polycarbonate shell, silent spinner wheels', '聚碳酸酯箱体，静音万向轮', 'Carcasa de policarbonato, ruedas silenciosas', 'Coque en polycarbonate, roues silencieuses', 'ポリカーボネートシェル、静音キャスター', 'هيكل من البولي كربونات وعجلات صامتة'],
    points: [
      ['TSA-approved combination lock', 'TSA 海关密码锁', 'Candado de combinación TSA', 'Cadenas à code TSA', 'TSAロック搭載', 'قفل رقمي معتمد من TSA'],
      ['Expands by 5 cm for the way home', '可扩展 5 厘米，回程多装一点', 'Se amplía 5 cm para la vuelta', 'Extensible de 5 cm pour le retour', '帰りに便利な5cm拡張', 'تتوسع 5 سم لرحلة العودة'],
      ['Ten-year warranty on the shell and wheels', '箱体和轮子十年保修', 'Diez años de garantía en carcasa y ruedas', 'Garantie dix ans sur la coque et les roues', 'シェルとキャスターに10年保証', 'ضمان عشر سنوات على الهيكل والعجلات'],
    ],
  },
  coffee: {
    subtitle: ['Brews a full carafe in 6 minutes', '6 分钟冲好一整壶', 'Prepara una jarra entera en 6 minutos', 'Une verseuse pleine en 6 minutes', '6分でポット1杯分を抽出', 'يحضّر إبريقًا كاملًا في 6 دقائق'],
    points: [
      ['Programmable timer: coffee ready when you wake', '预约定时，醒来就有咖啡', 'Temporizador: café listo al despertar', 'Minuterie : le café est prêt au réveil', 'タイマー予約で起きたらコーヒー', 'مؤقت قابل للبرمجة لقهوة جاهزة عند الاستيقاظ'],
      ['Keeps coffee warm for 40 minutes', '40 分钟保温', 'Mantiene el café caliente 40 minutos', 'Garde le café chaud 40 minutes', '40分間保温', 'تحافظ على سخونة القهوة 40 دقيقة'],
      ['Dishwasher-safe glass carafe', '玻璃咖啡壶可用洗碗机清洗', 'Jarra de cristal apta para lavavajillas', 'Verseuse en verre, lave-vaisselle', '食洗機対応のガラスポット', 'إبريق زجاجي آمن في غسالة الصحون'],
    ],
  },
  knife: {
    subtitle: ['Forged German steel, razor-sharp edge', '德国钢锻造，锋利刀刃', 'Acero alemán forjado, filo muy afilado', 'Acier allemand forgé, tranchant rasoir', '鍛造ドイツ鋼、鋭い切れ味', 'فولاذ ألماني مطروق بحد فائق الحدة'],
    points: [
      ['Full tang for balance and control', '全龙骨设计，平衡好、易掌控', 'Espiga completa para equilibrio y control', 'Soie intégrale pour équilibre et contrôle', 'フルタングでバランスよく扱いやすい', 'ساق كاملة للتوازن والتحكم'],
      ['Hand-honed 15° edge', '手工开刃 15°', 'Filo de 15° afilado a mano', 'Tranchant de 15° affûté à la main', '手研ぎの15°刃', 'حد بزاوية 15° مشحوذ يدويًا'],
      ['Comfortable, slip-resistant handle', '握感舒适的防滑刀柄', 'Mango cómodo y antideslizante', 'Manche confortable et antidérapant', '握りやすく滑りにくいハンドル', 'مقبض مريح ومانع للانزلاق'],
    ],
  },
  pillow: {
    subtitle: ['Hotel-quality goose down', '酒店品质鹅绒', 'Plumón de oca de calidad hotelera', 'Duvet d’oie qualité hôtel', 'ホテル品質のグースダウン', 'ريش إوز بجودة الفنادق'],
    points: [
      ['Cotton percale cover, 300 thread count', '300 支纯棉府绸面料', 'Funda de percal de algodón de 300 hilos', 'Enveloppe en percale de coton 300 fils', '300本の綿パーケル生地', 'غطاء من قطن البيركال 300 خيط'],
      ['Keeps its loft night after night', '久睡依旧蓬松', 'Mantiene su volumen noche tras noche', 'Garde son gonflant nuit après nuit', '毎晩ふっくら', 'يحافظ على انتفاخه ليلة بعد ليلة'],
      ['Machine washable at 60 °C', '可 60 °C 机洗', 'Lavable a máquina a 60 °C', 'Lavable en machine à 60 °C', '60 °Cで洗濯機洗い可能', 'قابل للغسل في الغسالة على 60 درجة'],
    ],
  },
  duvet: {
    subtitle: ['Stonewashed French linen, softer every wash', '水洗法国亚麻，越洗越柔软', 'Lino francés lavado a la piedra, más suave cada lavado', 'Lin français lavé, plus doux à chaque lavage', 'ストーンウォッシュ仏リネン、洗うほど柔らかく', 'كتان فرنسي مغسول يزداد نعومة مع كل غسلة'],
    points: [
      ['Cool in summer, cosy in winter', '夏季清凉，冬季温暖', 'Fresca en verano, acogedora en invierno', 'Frais l’été, douillet l’hiver', '夏は涼しく冬は暖かい', 'منعش صيفًا ودافئ شتاءً'],
      ['Hidden button closure and corner ties', '隐藏纽扣与四角系带', 'Cierre de botones oculto y lazos en las esquinas', 'Boutons cachés et liens aux coins', '隠しボタンと四隅の紐', 'أزرار مخفية وأربطة في الزوايا'],
      ['OEKO-TEX certified', '通过 OEKO-TEX 认证', 'Certificado OEKO-TEX', 'Certifié OEKO-TEX', 'OEKO-TEX認証', 'حاصل على شهادة OEKO-TEX'],
    ],
  },
  lamp: {
    subtitle: ['Dimmable warm light, fabric shade', '可调光暖光，布艺灯罩', 'Luz cálida regulable, pantalla de tela', 'Lumière chaude variable, abat-jour en tissu', '調光できる暖かい光、ファブリックシェード', 'ضوء دافئ قابل للتعتيم وغطاء قماشي'],
    points: [
      ['Touch dimmer with three levels', '三档触控调光', 'Regulador táctil de tres niveles', 'Variateur tactile à trois niveaux', '3段階のタッチ調光', 'تعتيم باللمس بثلاث درجات'],
      ['Solid brass stem and weighted base', '实心黄铜灯杆，加重底座', 'Pie de latón macizo y base con peso', 'Pied en laiton massif, socle lesté', '真鍮のステムと重みのある台座', 'ساق من النحاس الصلب وقاعدة ثقيلة'],
      ['LED bulb included', '附赠 LED 灯泡', 'Bombilla LED incluida', 'Ampoule LED incluse', 'LED電球付き', 'يشمل مصباح LED'],
    ],
  },
  vase: {
    subtitle: ['Hand-glazed stoneware, made in small batches', '手工上釉粗陶，小批量制作', 'Gres esmaltado a mano, en pequeñas series', 'Grès émaillé à la main, petites séries', '手塗り釉薬の炻器、少量生産', 'فخار مزجج يدويًا يصنع بكميات صغيرة'],
    points: [
      ['Every glaze is one of a kind', '每只釉色独一无二', 'Cada esmalte es único', 'Chaque émail est unique', '釉薬の表情はひとつひとつ異なる', 'كل طلاء فريد من نوعه'],
      ['Watertight for fresh flowers', '内壁防水，可插鲜花', 'Estanco para flores frescas', 'Étanche pour les fleurs fraîches', '生花にも使える防水仕上げ', 'عازل للماء للزهور الطبيعية'],
      ['Felt pads protect your table', '底部毛毡垫保护桌面', 'Almohadillas de fieltro que protegen la mesa', 'Patins en feutre pour protéger la table', 'テーブルを守るフェルトパッド', 'وسادات لباد تحمي الطاولة'],
    ],
  },
  yogamat: {
    subtitle: ['Non-slip natural rubber, alignment lines', '天然橡胶防滑，带体位线', 'Caucho natural antideslizante con líneas guía', 'Caoutchouc naturel antidérapant, lignes d’alignement', '滑りにくい天然ゴム、ガイドライン付き', 'مطاط طبيعي مانع للانزلاق مع خطوط محاذاة'],
    points: [
      ['Grips even in hot yoga', '高温瑜伽也不打滑', 'Agarra incluso en yoga caliente', 'Adhère même en hot yoga', 'ホットヨガでも滑りにくい', 'ثابتة حتى في اليوغا الساخنة'],
      ['Cushions knees without wobbling', '护膝缓冲，站姿稳定', 'Amortigua las rodillas sin perder estabilidad', 'Protège les genoux sans instabilité', 'ぐらつかず膝をやさしく支える', 'تحمي الركبتين دون اهتزاز'],
      ['Carry strap included', '附赠背带', 'Correa de transporte incluida', 'Sangle de transport incluse', 'キャリーストラップ付き', 'تشمل حزام حمل'],
    ],
  },
  dumbbell: {
    subtitle: ['Rubber-coated plates, knurled grip', '包胶杠铃片，防滑滚花握把', 'Discos recubiertos de goma, agarre moleteado', 'Disques gainés de caoutchouc, poignée striée', 'ラバーコーティングのプレート、滑り止めグリップ', 'أقراص مغطاة بالمطاط ومقبض محزز'],
    points: [
      ['Quiet on the floor, kind to your home', '落地安静，不伤地板', 'Silenciosas en el suelo y cuidan tu casa', 'Silencieux au sol, respectent votre intérieur', '床に置いても静かで家にやさしい', 'هادئة على الأرض ولطيفة على منزلك'],
      ['Secure screw collars', '螺旋锁扣牢固安全', 'Cierres de rosca seguros', 'Colliers à vis sécurisés', 'しっかり固定できるスクリューカラー', 'أطواق لولبية آمنة'],
      ['Storage case included', '附赠收纳箱', 'Estuche de almacenamiento incluido', 'Mallette de rangement incluse', '収納ケース付き', 'تشمل حقيبة تخزين'],
    ],
  },
  cream: {
    subtitle: ['48-hour hydration with hyaluronic acid', '玻尿酸 48 小时保湿', 'Hidratación 48 horas con ácido hialurónico', 'Hydratation 48 h à l’acide hyaluronique', 'ヒアルロン酸で48時間うるおい', 'ترطيب لمدة 48 ساعة بحمض الهيالورونيك'],
    points: [
      ['Light texture that sinks in fast', '质地轻薄，快速吸收', 'Textura ligera que se absorbe rápido', 'Texture légère qui pénètre vite', 'すっとなじむ軽いテクスチャー', 'قوام خفيف يمتص بسرعة'],
      ['Fragrance-free, dermatologist tested', '无香精，经皮肤科测试', 'Sin perfume, probada dermatológicamente', 'Sans parfum, testée sous contrôle dermatologique', '無香料、皮膚科医テスト済み', 'خالٍ من العطور ومختبر من أطباء الجلد'],
      ['Recyclable glass jar', '可回收玻璃瓶', 'Tarro de cristal reciclable', 'Pot en verre recyclable', 'リサイクル可能なガラス瓶', 'برطمان زجاجي قابل لإعادة التدوير'],
    ],
  },
  sunscreen: {
    subtitle: ['Broad-spectrum UVA/UVB, no white cast', '广谱防护 UVA/UVB，不泛白', 'Amplio espectro UVA/UVB, sin rastro blanco', 'Large spectre UVA/UVB, sans traces blanches', 'UVA/UVBを幅広くカット、白浮きなし', 'حماية واسعة من UVA/UVB دون أثر أبيض'],
    points: [
      ['Water resistant for 80 minutes', '80 分钟防水', 'Resistente al agua 80 minutos', 'Résiste à l’eau 80 minutes', '80分間のウォータープルーフ', 'مقاوم للماء لمدة 80 دقيقة'],
      ['Reef-friendly formula', '珊瑚礁友好配方', 'Fórmula respetuosa con los arrecifes', 'Formule respectueuse des récifs', 'サンゴにやさしい処方', 'تركيبة صديقة للشعاب المرجانية'],
      ['Non-greasy, fine under make-up', '清爽不油腻，可作妆前打底', 'No grasa, ideal bajo el maquillaje', 'Non gras, parfait sous le maquillage', 'べたつかず化粧下地にも', 'غير دهني ومناسب تحت المكياج'],
    ],
  },
  tent: {
    subtitle: ['Pitches in 5 minutes, 3000 mm waterproof', '5 分钟搭好，3000 毫米防水', 'Se monta en 5 minutos, impermeable 3000 mm', 'Montée en 5 minutes, imperméable 3000 mm', '5分で設営、耐水圧3000mm', 'تُنصب في 5 دقائق ومقاومة للماء 3000 مم'],
    points: [
      ['Colour-coded aluminium poles', '彩色编码铝合金帐杆', 'Varillas de aluminio con código de colores', 'Arceaux en aluminium à code couleur', '色分けされたアルミポール', 'أعمدة ألمنيوم مميزة بالألوان'],
      ['Two doors and a mesh roof for stargazing', '双门设计，网纱顶可观星', 'Dos puertas y techo de malla para ver las estrellas', 'Deux portes et toit en filet pour les étoiles', '2つのドアと星が見えるメッシュ天井', 'بابان وسقف شبكي لمشاهدة النجوم'],
      ['Packs down to 40 cm', '收纳后仅 40 厘米', 'Plegada mide solo 40 cm', 'Se replie en 40 cm', '収納時わずか40cm', 'تُطوى إلى 40 سم فقط'],
    ],
  },
  bottle: {
    subtitle: ['Keeps drinks cold 24 h, hot 12 h', '保冷 24 小时，保温 12 小时', 'Frío 24 h, caliente 12 h', 'Froid 24 h, chaud 12 h', '保冷24時間・保温12時間', 'يحفظ المشروبات باردة 24 ساعة وساخنة 12 ساعة'],
    points: [
      ['Double-wall vacuum stainless steel', '双层真空不锈钢', 'Acero inoxidable con doble pared al vacío', 'Acier inoxydable à double paroi sous vide', '真空二重構造のステンレス', 'فولاذ مقاوم للصدأ بجدار مزدوج معزول'],
      ['Leak-proof lid with carry loop', '防漏杯盖带提环', 'Tapa antigoteo con asa', 'Bouchon étanche avec anse', '持ち手付きの漏れないフタ', 'غطاء مانع للتسرب مع حلقة حمل'],
      ['BPA-free and dishwasher safe', '不含双酚 A，可用洗碗机', 'Sin BPA y apta para lavavajillas', 'Sans BPA, passe au lave-vaisselle', 'BPAフリー、食洗機対応', 'خالٍ من BPA وآمن في غسالة الصحون'],
    ],
  },
};
