import type { Words } from './catalogue-words.ts';
import type { RoomBeds } from './hotel-pictures.ts';

/** The demo hotels' cities: code, names, country, IANA zone and the centre's coordinates. */
export const DEMO_HOTEL_CITIES: { code: string; name: Words; country: string; timeZone: string; latitude: number; longitude: number }[] = [
  { code: 'SHA', name: ['Shanghai', '上海', 'Shanghái', 'Shanghai', '上海', 'شنغهاي'], country: 'CN', timeZone: 'Asia/Shanghai', latitude: 31.2304, longitude: 121.4737 },
  { code: 'BJS', name: ['Beijing', '北京', 'Pekín', 'Pékin', '北京', 'بكين'], country: 'CN', timeZone: 'Asia/Shanghai', latitude: 39.9042, longitude: 116.4074 },
  { code: 'TYO', name: ['Tokyo', '东京', 'Tokio', 'Tokyo', '東京', 'طوكيو'], country: 'JP', timeZone: 'Asia/Tokyo', latitude: 35.6762, longitude: 139.6503 },
  { code: 'PAR', name: ['Paris', '巴黎', 'París', 'Paris', 'パリ', 'باريس'], country: 'FR', timeZone: 'Europe/Paris', latitude: 48.8566, longitude: 2.3522 },
  { code: 'MAD', name: ['Madrid', '马德里', 'Madrid', 'Madrid', 'マドリード', 'مدريد'], country: 'ES', timeZone: 'Europe/Madrid', latitude: 40.4168, longitude: -3.7038 },
  { code: 'DXB', name: ['Dubai', '迪拜', 'Dubái', 'Dubaï', 'ドバイ', 'دبي'], country: 'AE', timeZone: 'Asia/Dubai', latitude: 25.2048, longitude: 55.2708 },
  { code: 'NYC', name: ['New York', '纽约', 'Nueva York', 'New York', 'ニューヨーク', 'نيويورك'], country: 'US', timeZone: 'America/New_York', latitude: 40.7128, longitude: -74.006 },
  { code: 'SIN', name: ['Singapore', '新加坡', 'Singapur', 'Singapour', 'シンガポール', 'سنغافورة'], country: 'SG', timeZone: 'Asia/Singapore', latitude: 1.3521, longitude: 103.8198 },
];

/** A hotel's name is a style, its city and a kind, in each language's order (HOTEL_NAME_PATTERNS). */
export const HOTEL_STYLES: Words[] = [
  ['Grand', '君华', 'Gran', 'Grand', 'グランド', 'جراند'],
  ['Royal', '皇家', 'Real', 'Royal', 'ロイヤル', 'رويال'],
  ['Garden', '花园', 'Jardín', 'Jardin', 'ガーデン', 'جاردن'],
  ['Harbour', '海港', 'Puerto', 'Port', 'ハーバー', 'هاربر'],
  ['Skyline', '天际', 'Horizonte', 'Horizon', 'スカイライン', 'سكاي لاين'],
];
export const HOTEL_KINDS: Words[] = [
  ['Hotel', '酒店', 'Hotel', 'Hôtel', 'ホテル', 'فندق'],
  ['Suites', '套房酒店', 'Suites', 'Suites', 'スイーツ', 'أجنحة'],
  ['Inn', '客栈', 'Posada', 'Auberge', 'イン', 'نزل'],
  ['Residence', '公寓酒店', 'Residencia', 'Résidence', 'レジデンス', 'مساكن'],
];
export const HOTEL_NAME_PATTERNS: Words = ['{style} {city} {kind}', '{city}{style}{kind}', '{kind} {style} {city}', '{kind} {style} {city}', '{style}{city}{kind}', '{kind} {style} {city}'];

export const HOTEL_STREETS: Words[] = [
  ['Central Avenue', '中央大道', 'Avenida Central', 'Avenue Centrale', 'セントラル通り', 'الجادة المركزية'],
  ['Riverside Road', '滨江路', 'Calle del Río', 'Rue de la Rivière', 'リバーサイド通り', 'طريق النهر'],
  ['Park Street', '公园街', 'Calle del Parque', 'Rue du Parc', 'パーク通り', 'شارع الحديقة'],
  ['Station Square', '车站广场', 'Plaza de la Estación', 'Place de la Gare', '駅前広場', 'ساحة المحطة'],
];
export const HOTEL_ADDRESS_PATTERNS: Words = ['{number} {street}, {city}', '{city}{street}{number}号', '{street} {number}, {city}', '{number} {street}, {city}', '{city}{street}{number}', '{number} {street}، {city}'];

export const HOTEL_DESCRIPTIONS: Words = [
  '{name} is a {stars}-star hotel in {city}, a short walk from the centre, with bright rooms, free Wi-Fi and a friendly team around the clock.',
  '{name}是位于{city}的{stars}星级酒店，步行即可到达市中心，客房明亮，提供免费无线网络和全天候贴心服务。',
  '{name} es un hotel de {stars} estrellas en {city}, a pocos pasos del centro, con habitaciones luminosas, wifi gratis y un equipo amable a toda hora.',
  '{name} est un hôtel {stars} étoiles à {city}, à deux pas du centre, avec des chambres lumineuses, le wifi gratuit et une équipe accueillante jour et nuit.',
  '{name}は{city}にある{stars}つ星ホテルです。中心部まで徒歩圏内で、明るい客室、無料Wi-Fi、24時間のフレンドリーなサービスをご用意しています。',
  '{name} فندق من فئة {stars} نجوم في {city}، على بعد خطوات من المركز، يضم غرفًا مشرقة وخدمة واي فاي مجانية وفريقًا ودودًا على مدار الساعة.',
];
export const HOTEL_POLICIES: Words = [
  'Check-in from 14:00, check-out by 12:00. Children of any age are welcome. Pets are not allowed. A valid ID is needed at check-in.',
  '入住时间14:00以后，退房时间12:00以前。欢迎任何年龄的儿童入住。不可携带宠物。入住时请出示有效证件。',
  'Entrada desde las 14:00, salida hasta las 12:00. Se admiten niños de cualquier edad. No se admiten mascotas. Se necesita un documento válido al llegar.',
  'Arrivée à partir de 14h00, départ avant 12h00. Les enfants de tout âge sont les bienvenus. Animaux non admis. Une pièce d’identité est demandée à l’arrivée.',
  'チェックインは14:00から、チェックアウトは12:00までです。お子様はどの年齢でも歓迎します。ペットは不可です。チェックイン時に身分証明書が必要です。',
  'تسجيل الوصول من الساعة 14:00 والمغادرة حتى الساعة 12:00. يرحب بالأطفال من جميع الأعمار. لا يسمح بالحيوانات الأليفة. يلزم إبراز هوية سارية عند الوصول.',
];

/** Room types: name, beds (and how its picture lays them out), size, occupancy and a price factor over the hotel's base price (in percent). */
export const HOTEL_ROOM_TYPES: { name: Words; beds: Words; bedLayout: RoomBeds; sizeSqm: number; maxAdults: number; maxChildren: number; pricePercent: number }[] = [
  {
    name: ['Standard Room', '标准间', 'Habitación estándar', 'Chambre standard', 'スタンダードルーム', 'غرفة قياسية'],
    beds: ['1 queen bed', '1张大床', '1 cama queen', '1 lit queen', 'クイーンベッド1台', 'سرير كوين واحد'],
    bedLayout: 'queen',
    sizeSqm: 22,
    maxAdults: 2,
    maxChildren: 1,
    pricePercent: 100,
  },
  {
    name: ['Twin Room', '双床房', 'Habitación con dos camas', 'Chambre lits jumeaux', 'ツインルーム', 'غرفة بسريرين'],
    beds: ['2 single beds', '2张单人床', '2 camas individuales', '2 lits simples', 'シングルベッド2台', 'سريران فرديان'],
    bedLayout: 'twin',
    sizeSqm: 26,
    maxAdults: 2,
    maxChildren: 1,
    pricePercent: 115,
  },
  {
    name: ['Deluxe King Room', '豪华大床房', 'Habitación Deluxe King', 'Chambre Deluxe King', 'デラックスキング', 'غرفة ديلوكس بسرير كبير'],
    beds: ['1 king bed', '1张特大床', '1 cama king', '1 lit king', 'キングベッド1台', 'سرير كينغ واحد'],
    bedLayout: 'king',
    sizeSqm: 32,
    maxAdults: 2,
    maxChildren: 2,
    pricePercent: 135,
  },
  {
    name: ['Family Suite', '家庭套房', 'Suite familiar', 'Suite familiale', 'ファミリースイート', 'جناح عائلي'],
    beds: ['1 king bed and 1 sofa bed', '1张特大床和1张沙发床', '1 cama king y 1 sofá cama', '1 lit king et 1 canapé-lit', 'キングベッド1台とソファベッド1台', 'سرير كينغ وأريكة سرير'],
    bedLayout: 'family',
    sizeSqm: 48,
    maxAdults: 4,
    maxChildren: 2,
    pricePercent: 190,
  },
];

/** Rate plans: room only non-refundable (cheaper) or flexible (free until 24 h before), breakfast with free cancellation until 48 h, half back until check-in. */
export const HOTEL_RATE_PLANS = {
  nonRefundable: {
    name: ['Room only, non-refundable', '仅客房（不可退）', 'Solo alojamiento, no reembolsable', 'Chambre seule, non remboursable', '素泊まり（返金不可）', 'غرفة فقط، غير قابلة للاسترداد'] as Words,
    board: 'room_only',
    cancellation: [],
    pricePercent: 90,
  },
  flexible: {
    name: ['Room only, flexible', '仅客房（可免费取消）', 'Solo alojamiento, flexible', 'Chambre seule, flexible', '素泊まり（キャンセル無料）', 'غرفة فقط، مرنة'] as Words,
    board: 'room_only',
    cancellation: [{ hours_before: 24, refund_percent: 100 }],
    pricePercent: 100,
  },
  breakfast: {
    name: ['Breakfast included', '含早餐', 'Desayuno incluido', 'Petit-déjeuner inclus', '朝食付き', 'الإفطار مشمول'] as Words,
    board: 'breakfast',
    cancellation: [
      { hours_before: 48, refund_percent: 100 },
      { hours_before: 0, refund_percent: 50 },
    ],
    pricePercent: 115,
  },
};

/** Amenity codes (the apps translate them). */
export const HOTEL_AMENITIES = ['wifi', 'restaurant', 'bar', 'gym', 'pool', 'spa', 'parking', 'airport_shuttle', 'air_conditioning', 'front_desk_24h'];
export const ROOM_AMENITIES = ['wifi', 'air_conditioning', 'tv', 'safe', 'minibar', 'bathtub', 'kettle'];
