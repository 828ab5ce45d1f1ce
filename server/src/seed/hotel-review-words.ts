import type { DEMO_LANGS } from './catalogue-words.ts';

type DemoLang = (typeof DEMO_LANGS)[number];

/** A demo traveller: the account's nickname (what reviews show, shortened), email, language and currency, and the contact they book with. */
export interface DemoTraveller {
  nickname: string;
  email: string;
  lang: DemoLang;
  currency: string;
  name: string;
  phone: string;
}

/** Two travellers a language, the languages taking turns, so a hotel's guests write in different ones. */
export const DEMO_TRAVELLERS: readonly DemoTraveller[] = [
  { nickname: 'Emma_Clarke', email: 'emma.clarke@guests.example.com', lang: 'en', currency: 'GBP', name: 'Emma Clarke', phone: '+44 20 7946 0321' },
  { nickname: '王芳', email: 'wang.fang@guests.example.com', lang: 'zh-CN', currency: 'CNY', name: '王芳', phone: '+86 139 1762 4085' },
  { nickname: 'LuciaM', email: 'lucia.martinez@guests.example.com', lang: 'es', currency: 'EUR', name: 'Lucía Martínez', phone: '+34 612 48 93 07' },
  { nickname: 'Camille_D', email: 'camille.dubois@guests.example.com', lang: 'fr', currency: 'EUR', name: 'Camille Dubois', phone: '+33 6 12 48 93 07' },
  { nickname: '佐藤美咲', email: 'misaki.sato@guests.example.com', lang: 'ja', currency: 'JPY', name: '佐藤 美咲', phone: '+81 90 4821 3067' },
  { nickname: 'Layla_H', email: 'layla.hassan@guests.example.com', lang: 'ar', currency: 'SAR', name: 'ليلى حسن', phone: '+966 50 482 1306' },
  { nickname: 'oliver_b', email: 'oliver.bennett@guests.example.com', lang: 'en', currency: 'USD', name: 'Oliver Bennett', phone: '+1 415 555 0148' },
  { nickname: '李明轩', email: 'li.mingxuan@guests.example.com', lang: 'zh-CN', currency: 'CNY', name: '李明轩', phone: '+86 186 2039 5571' },
  { nickname: 'Mateo_R', email: 'mateo.ruiz@guests.example.com', lang: 'es', currency: 'EUR', name: 'Mateo Ruiz', phone: '+34 655 20 39 55' },
  { nickname: 'julien75', email: 'julien.moreau@guests.example.com', lang: 'fr', currency: 'EUR', name: 'Julien Moreau', phone: '+33 7 55 20 39 71' },
  { nickname: 'kenta_t', email: 'kenta.takahashi@guests.example.com', lang: 'ja', currency: 'JPY', name: '高橋 健太', phone: '+81 80 2039 5571' },
  { nickname: 'omar_k', email: 'omar.khalid@guests.example.com', lang: 'ar', currency: 'SAR', name: 'عمر خالد', phone: '+966 55 203 9557' },
];

/** What a guest wrote after their stay; one that speaks of breakfast only follows a stay with breakfast. */
export interface GuestComment {
  text: string;
  breakfast?: true;
}

export type GuestStars = 2 | 3 | 4 | 5;

/** What guests write, by language and stars: about the room, the bed, the shower, noise, the staff, the location, breakfast. */
export const GUEST_COMMENTS: Record<DemoLang, Record<GuestStars, readonly GuestComment[]>> = {
  en: {
    5: [
      { text: 'Spotless room, a really comfortable bed and blackout curtains that actually work. The front desk let us check in two hours early at no charge.' },
      { text: 'Perfect base for exploring: five minutes’ walk to the metro and plenty of places to eat nearby. The staff remembered our names by the second day.' },
      { text: 'Quiet even though it is on a busy street; the windows keep everything out. Strong shower, fast Wi-Fi and sockets right by the bed.' },
      { text: 'The staff could not have been kinder. They kept our bags after check-out and booked us a taxi to the airport.' },
      { text: 'Great value for the area. The room was bigger than the photos suggest and housekeeping was thorough every day.' },
      { text: 'Breakfast was the highlight: fresh fruit, eggs cooked to order and proper coffee. The room was calm and immaculate.', breakfast: true },
    ],
    4: [
      { text: 'Comfortable stay overall. The room was a little small for two large suitcases, but clean and well thought out.' },
      { text: 'Friendly staff and a great location. One star off because the air conditioning was noisy at night; they did offer to move us.' },
      { text: 'Good bed, good shower, quick check-in. The lift is slow at busy times, but that is a small complaint.' },
      { text: 'A solid choice near the centre. The Wi-Fi dropped a couple of times in the evening; otherwise no complaints.' },
      { text: 'Nice room with a decent view. Breakfast was fine but exactly the same every morning.', breakfast: true },
    ],
    3: [
      { text: 'The location is excellent, but our room faced the street and it was loud until late. Ask for a room at the back.' },
      { text: 'Clean and functional, nothing more. The bathroom is dated and the hot water took a while to come through.' },
      { text: 'Helpful staff, but check-in took forty minutes: there was a queue and only one person at the desk.' },
    ],
    2: [
      { text: 'Disappointing. The room smelled of smoke and the carpet had seen better days. They apologised, but had no other room to give us.' },
      { text: 'Thin walls: we heard the neighbours’ TV until after midnight. The bed was also very hard.' },
    ],
  },
  'zh-CN': {
    5: [
      { text: '房间非常干净，床很舒服，遮光窗帘效果很好。前台还让我们提前两个小时入住，没有额外收费。' },
      { text: '位置太方便了，走路五分钟就到地铁站，周边吃饭的地方也很多。服务员第二天就记住了我们的名字。' },
      { text: '虽然在主路边上，但隔音做得很好，晚上一点都不吵。热水充足，水压大，WiFi 也很快。' },
      { text: '工作人员特别热情，退房后帮我们寄存行李，还叫好了去机场的出租车。' },
      { text: '性价比很高，房间比照片上看起来更大，每天的打扫都很仔细。下次来还住这里。' },
      { text: '早餐很丰富，有粥和点心，也有现做的煎蛋，咖啡也不错。房间安静整洁，住得很舒服。', breakfast: true },
    ],
    4: [
      { text: '整体不错，房间稍微小了一点，两个大箱子打开有点挤，但很干净，布置也合理。' },
      { text: '服务好，位置好。扣一星是因为空调晚上有点吵，不过前台主动提出给我们换房。' },
      { text: '床和枕头都很舒服，入住很快。高峰时段电梯要等比较久，算是小问题。' },
      { text: '离市中心很近，出行方便。晚上 WiFi 断了两次，其他都挺满意。' },
      { text: '房间景观不错。早餐还可以，就是每天的品种都一样。', breakfast: true },
    ],
    3: [
      { text: '位置很好，但我们的房间朝街，晚上车声比较大，建议入住时要一间朝里的。' },
      { text: '干净，但设施有些旧，卫生间比较老，热水要放很久才出来。' },
      { text: '员工态度不错，但入住排队等了四十分钟，前台只有一个人在办理。' },
    ],
    2: [
      { text: '有点失望。房间有烟味，地毯也很旧。前台道歉了，但说没有别的空房可以换。' },
      { text: '隔音很差，隔壁的电视声一直到半夜都能听到，床也太硬了。' },
    ],
  },
  es: {
    5: [
      { text: 'Habitación impecable y una cama comodísima, con cortinas que oscurecen de verdad. En recepción nos dejaron entrar dos horas antes sin coste.' },
      { text: 'Ubicación perfecta: a cinco minutos a pie del metro y con muchos sitios para comer cerca. El personal se sabía nuestros nombres al segundo día.' },
      { text: 'Aunque da a una avenida, por la noche no se oye nada. Buena presión en la ducha y wifi rápido.' },
      { text: 'El personal fue encantador: nos guardaron las maletas tras el check-out y nos pidieron un taxi al aeropuerto.' },
      { text: 'Muy buena relación calidad-precio. La habitación es más amplia de lo que parece en las fotos y la limpieza, diaria y a fondo.' },
      { text: 'El desayuno, lo mejor: fruta fresca, huevos al momento y buen café. Habitación tranquila y muy limpia.', breakfast: true },
    ],
    4: [
      { text: 'Estancia agradable. La habitación se quedaba algo pequeña para dos maletas grandes, pero estaba limpia y bien pensada.' },
      { text: 'Personal amable y gran ubicación. Le quito una estrella porque el aire acondicionado hacía ruido por la noche; eso sí, nos ofrecieron cambiar de habitación.' },
      { text: 'Buena cama, buena ducha y check-in rápido. El ascensor tarda en horas punta, pero es un detalle menor.' },
      { text: 'Buena opción cerca del centro. El wifi se cortó un par de veces por la noche, pero la habitación era cómoda y silenciosa.' },
      { text: 'Habitación bonita y con buenas vistas. El desayuno, correcto, aunque igual todas las mañanas.', breakfast: true },
    ],
    3: [
      { text: 'La ubicación es excelente, pero nuestra habitación daba a la calle y hubo ruido hasta tarde. Pedid una interior.' },
      { text: 'Limpio y funcional, sin más. El baño está algo anticuado y el agua caliente tardaba en salir.' },
      { text: 'El personal fue atento, pero esperamos cuarenta minutos para hacer el check-in con una sola persona en recepción.' },
    ],
    2: [
      { text: 'Decepcionante. La habitación olía a tabaco y la moqueta estaba muy gastada. Se disculparon, pero no tenían otra libre.' },
      { text: 'Paredes de papel: oímos la tele de los vecinos hasta pasada la medianoche. Además, la cama era muy dura.' },
    ],
  },
  fr: {
    5: [
      { text: 'Chambre impeccable, literie très confortable et rideaux vraiment occultants. On nous a laissés entrer deux heures plus tôt sans supplément.' },
      { text: 'Emplacement idéal : le métro à cinq minutes à pied et plein de restaurants autour. Dès le deuxième jour, l’équipe connaissait nos prénoms.' },
      { text: 'Malgré le boulevard juste devant, aucun bruit la nuit grâce au double vitrage. Douche puissante et wifi rapide.' },
      { text: 'Une équipe adorable : ils ont gardé nos bagages après le départ et nous ont réservé un taxi pour l’aéroport.' },
      { text: 'Excellent rapport qualité-prix. La chambre est plus grande que sur les photos et le ménage est fait avec soin chaque jour.' },
      { text: 'Le petit-déjeuner vaut le détour : fruits frais, œufs minute et vrai bon café. Chambre calme et très propre.', breakfast: true },
    ],
    4: [
      { text: 'Bon séjour dans l’ensemble. Chambre un peu juste pour deux grosses valises, mais propre et bien agencée.' },
      { text: 'Équipe sympathique et quartier génial. Une étoile en moins pour la climatisation bruyante la nuit, même si on nous a proposé de changer de chambre.' },
      { text: 'Bon lit, bonne douche, arrivée rapide. L’ascenseur est lent aux heures de pointe, mais c’est un détail.' },
      { text: 'Un bon choix près du centre. Le wifi a coupé deux fois le soir ; sinon, rien à redire.' },
      { text: 'Jolie chambre avec vue. Petit-déjeuner correct, mais identique tous les matins.', breakfast: true },
    ],
    3: [
      { text: 'L’emplacement est parfait, mais notre chambre donnait sur la rue et c’était bruyant tard le soir. Demandez une chambre côté cour.' },
      { text: 'Propre et fonctionnel, sans plus. Salle de bains vieillissante, et l’eau chaude met du temps à arriver.' },
      { text: 'Personnel serviable, mais quarante minutes d’attente à l’arrivée avec une seule personne à la réception.' },
    ],
    2: [
      { text: 'Déçus. La chambre sentait le tabac et la moquette était très usée. On s’est excusé, mais aucune autre chambre n’était libre.' },
      { text: 'Murs très fins : on entendait la télé des voisins jusqu’après minuit. Et le lit était très dur.' },
    ],
  },
  ja: {
    5: [
      { text: '部屋はとても清潔で、ベッドの寝心地も最高でした。遮光カーテンもしっかりしています。2時間早くチェックインさせてもらえました。' },
      { text: '駅まで徒歩5分で、周りに飲食店も多く観光の拠点にぴったりです。スタッフの方は2日目には名前を覚えてくれていました。' },
      { text: '大通り沿いですが、窓の防音がしっかりしていて夜は静かでした。シャワーの水圧も強く、Wi-Fiも快適です。' },
      { text: 'スタッフの皆さんがとても親切で、チェックアウト後の荷物預かりや空港までのタクシーの手配もしてくれました。' },
      { text: 'この立地でこの価格はお得です。写真より部屋が広く、毎日の清掃も丁寧でした。' },
      { text: '朝食が最高でした。フルーツが新鮮で、卵料理はその場で作ってくれます。コーヒーも美味しく、部屋も静かで清潔でした。', breakfast: true },
    ],
    4: [
      { text: '全体的に快適でした。大きなスーツケース2つを広げるには少し狭いですが、清潔で使いやすい部屋です。' },
      { text: 'スタッフが親切で立地も良いです。夜にエアコンの音が少し気になったので星4つ。部屋の変更も提案してくれました。' },
      { text: 'ベッドもシャワーも良く、チェックインもスムーズ。混む時間帯はエレベーターを待ちますが、小さなことです。' },
      { text: '中心部に近くて便利でした。夜にWi-Fiが何度か切れましたが、それ以外は満足です。' },
      { text: '眺めの良い部屋でした。朝食は悪くないですが、毎朝同じメニューなのが少し残念。', breakfast: true },
    ],
    3: [
      { text: '立地は抜群ですが、通り側の部屋で夜遅くまで車の音がうるさかったです。予約時に中庭側をお願いするのがおすすめです。' },
      { text: '清潔で必要なものは揃っていますが、それ以上ではありません。浴室が古く、お湯が出るまで時間がかかりました。' },
      { text: 'スタッフの対応は良かったのですが、フロントが一人だけでチェックインに40分待ちました。' },
    ],
    2: [
      { text: '残念でした。部屋にたばこの臭いが残っていて、カーペットもかなり傷んでいました。謝罪はありましたが、空室がなく部屋は替えられませんでした。' },
      { text: '壁が薄く、隣の部屋のテレビの音が深夜まで聞こえました。ベッドもかなり硬めです。' },
    ],
  },
  ar: {
    5: [
      { text: 'الغرفة نظيفة جدًا والسرير مريح للغاية، والستائر تحجب الضوء تمامًا. سمحوا لنا بتسجيل الوصول قبل الموعد بساعتين دون أي رسوم.' },
      { text: 'الموقع ممتاز، على بعد خمس دقائق سيرًا من المترو وحوله مطاعم كثيرة. تذكّر الموظفون أسماءنا منذ اليوم الثاني.' },
      { text: 'رغم أن الفندق على شارع رئيسي، لم نسمع أي ضجيج ليلًا بفضل النوافذ العازلة. ضغط الماء قوي والإنترنت سريع.' },
      { text: 'الموظفون في غاية اللطف؛ احتفظوا بحقائبنا بعد المغادرة وطلبوا لنا سيارة أجرة إلى المطار.' },
      { text: 'قيمة ممتازة مقابل السعر. الغرفة أوسع مما تبدو في الصور، والتنظيف يومي ودقيق.' },
      { text: 'الإفطار كان أجمل ما في الإقامة: فواكه طازجة وبيض يُحضَّر عند الطلب وقهوة ممتازة. الغرفة هادئة ونظيفة جدًا.', breakfast: true },
    ],
    4: [
      { text: 'إقامة مريحة بشكل عام. الغرفة صغيرة قليلًا على حقيبتين كبيرتين، لكنها نظيفة ومرتبة.' },
      { text: 'الموظفون ودودون والموقع رائع. أنقصت نجمة لأن المكيف كان مزعجًا في الليل، مع أنهم عرضوا علينا تغيير الغرفة.' },
      { text: 'سرير جيد ودش ممتاز وتسجيل وصول سريع. المصعد بطيء في أوقات الذروة، لكنها ملاحظة بسيطة.' },
      { text: 'خيار جيد قريب من وسط المدينة. انقطع الإنترنت مرتين في المساء، وما عدا ذلك كل شيء جيد.' },
      { text: 'غرفة جميلة بإطلالة جيدة. الإفطار مقبول لكنه لم يتغير طوال الإقامة.', breakfast: true },
    ],
    3: [
      { text: 'الموقع ممتاز، لكن غرفتنا كانت مطلة على الشارع والضجيج استمر حتى وقت متأخر. اطلبوا غرفة من الجهة الخلفية.' },
      { text: 'نظيف وعملي لا أكثر. الحمام قديم بعض الشيء والماء الساخن يتأخر في الوصول.' },
      { text: 'الموظفون متعاونون، لكننا انتظرنا أربعين دقيقة لتسجيل الوصول لوجود موظف واحد فقط في الاستقبال.' },
    ],
    2: [
      { text: 'مخيب للآمال. كانت في الغرفة رائحة دخان والسجاد قديم جدًا. اعتذر الموظفون لكن لم تكن هناك غرفة أخرى متاحة.' },
      { text: 'الجدران رقيقة جدًا، وسمعنا تلفاز الجيران حتى ما بعد منتصف الليل. والسرير قاسٍ جدًا.' },
    ],
  },
};
