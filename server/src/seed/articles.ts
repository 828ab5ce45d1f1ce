import type { LocalizedText } from '../platform/tables/columns.ts';

/** The policy pages in every seeded language; the back office edits them afterwards. */
export const SEED_ARTICLES: { key: string; title: LocalizedText; content: LocalizedText }[] = [
  {
    key: 'return_policy',
    title: {
      en: 'Return policy',
      'zh-CN': '退货政策',
      es: 'Política de devoluciones',
      fr: 'Politique de retour',
      ja: '返品ポリシー',
      ar: 'سياسة الإرجاع',
    },
    content: {
      en: '<p>You may return goods within 7 days of receipt if they are unused and in their original packaging.</p><p>Request a return from the order detail page; once we receive the goods, the refund goes back to the way you paid within 5 working days.</p><p>Hotel and flight bookings follow the rules shown when you booked.</p>',
      'zh-CN': '<p>商品签收后 7 天内，未使用且包装完好的，可申请退货。</p><p>请在订单详情页提交退货申请；我们收到商品后，退款将在 5 个工作日内原路退回。</p><p>酒店和机票预订以下单时显示的规则为准。</p>',
      es: '<p>Puedes devolver los productos en un plazo de 7 días desde su recepción, siempre que no se hayan usado y conserven su embalaje original.</p><p>Solicita la devolución desde la página de detalle del pedido; cuando recibamos los productos, te reembolsaremos por el mismo medio de pago en un plazo de 5 días hábiles.</p><p>Las reservas de hoteles y vuelos se rigen por las condiciones mostradas al reservar.</p>',
      fr: '<p>Vous pouvez retourner un article dans les 7 jours suivant sa réception s’il n’a pas été utilisé et se trouve dans son emballage d’origine.</p><p>Demandez le retour depuis la page de détail de la commande ; dès réception de l’article, nous vous remboursons sur le moyen de paiement utilisé sous 5 jours ouvrés.</p><p>Les réservations d’hôtels et de vols suivent les conditions affichées lors de la réservation.</p>',
      ja: '<p>商品到着後 7 日以内で、未使用かつお届け時の梱包のままであれば返品いただけます。</p><p>返品は注文詳細ページからお申し込みください。商品の到着を確認後、5 営業日以内にお支払い時と同じ方法で返金いたします。</p><p>ホテルおよび航空券の予約は、予約時に表示された規定に従います。</p>',
      ar: '<p>يمكنك إرجاع المنتجات خلال 7 أيام من استلامها إذا كانت غير مستخدمة وفي عبوتها الأصلية.</p><p>اطلب الإرجاع من صفحة تفاصيل الطلب؛ وبعد استلامنا للمنتجات نعيد المبلغ إلى وسيلة الدفع التي استخدمتها خلال 5 أيام عمل.</p><p>تخضع حجوزات الفنادق والطيران للشروط المعروضة عند الحجز.</p>',
    },
  },
  {
    key: 'privacy',
    title: {
      en: 'Privacy policy',
      'zh-CN': '隐私政策',
      es: 'Política de privacidad',
      fr: 'Politique de confidentialité',
      ja: 'プライバシーポリシー',
      ar: 'سياسة الخصوصية',
    },
    content: {
      en: '<p>We keep only what we need to run your account and your orders: your email, nickname, addresses and order history.</p><p>Passwords are stored as one-way hashes. We never sell your data. You can delete your account at any time from Account settings; your personal data is then removed.</p>',
      'zh-CN': '<p>我们只保存为您提供账号和订单服务所需的信息：邮箱、昵称、地址和订单记录。</p><p>密码以单向哈希方式保存。我们绝不出售您的数据。您可随时在账号设置中注销账号，届时您的个人数据将被删除。</p>',
      es: '<p>Solo guardamos lo necesario para gestionar tu cuenta y tus pedidos: tu correo electrónico, tu apodo, tus direcciones y tu historial de pedidos.</p><p>Las contraseñas se guardan como hashes de un solo sentido. Nunca vendemos tus datos. Puedes eliminar tu cuenta en cualquier momento desde los ajustes de la cuenta; entonces se borran tus datos personales.</p>',
      fr: '<p>Nous ne conservons que ce qui est nécessaire à la gestion de votre compte et de vos commandes : votre adresse e-mail, votre pseudo, vos adresses et l’historique de vos commandes.</p><p>Les mots de passe sont stockés sous forme d’empreintes irréversibles. Nous ne vendons jamais vos données. Vous pouvez supprimer votre compte à tout moment depuis les paramètres du compte ; vos données personnelles sont alors effacées.</p>',
      ja: '<p>当社が保存するのは、アカウントとご注文の管理に必要な情報（メールアドレス、ニックネーム、住所、注文履歴）のみです。</p><p>パスワードは一方向ハッシュとして保存されます。お客様のデータを販売することは一切ありません。アカウントはアカウント設定からいつでも削除でき、その際に個人データも削除されます。</p>',
      ar: '<p>نحتفظ فقط بما نحتاجه لإدارة حسابك وطلباتك: بريدك الإلكتروني واسمك المستعار وعناوينك وسجل طلباتك.</p><p>تُخزَّن كلمات المرور بتجزئة أحادية الاتجاه لا يمكن عكسها. لا نبيع بياناتك أبدًا. يمكنك حذف حسابك في أي وقت من إعدادات الحساب، وعندها تُحذف بياناتك الشخصية.</p>',
    },
  },
  {
    key: 'conditions',
    title: {
      en: 'Terms and conditions',
      'zh-CN': '服务条款',
      es: 'Términos y condiciones',
      fr: 'Conditions générales',
      ja: '利用規約',
      ar: 'الشروط والأحكام',
    },
    content: {
      en: '<p>By using Roamcart you agree to provide true information, to keep your password safe, and to pay for what you order.</p><p>Prices are shown in your chosen currency at the current rate; the amount charged is the one shown when you confirm.</p>',
      'zh-CN': '<p>使用 Roamcart 即表示您同意提供真实信息、妥善保管密码，并为所下订单付款。</p><p>价格按当前汇率以您选择的币种显示，实际扣款以确认时显示的金额为准。</p>',
      es: '<p>Al usar Roamcart aceptas proporcionar información veraz, mantener tu contraseña a salvo y pagar lo que pidas.</p><p>Los precios se muestran en la moneda que elijas al tipo de cambio vigente; el importe cobrado es el que se muestra al confirmar.</p>',
      fr: '<p>En utilisant Roamcart, vous vous engagez à fournir des informations exactes, à garder votre mot de passe en sécurité et à payer ce que vous commandez.</p><p>Les prix sont affichés dans la devise de votre choix au taux en vigueur ; le montant débité est celui affiché lors de la confirmation.</p>',
      ja: '<p>Roamcart をご利用いただくことで、正確な情報を提供し、パスワードを安全に管理し、ご注文の代金をお支払いいただくことに同意したものとみなします。</p><p>価格は選択された通貨で現在のレートにより表示されます。請求額は注文確定時に表示された金額です。</p>',
      ar: '<p>باستخدامك Roamcart فإنك توافق على تقديم معلومات صحيحة، والحفاظ على كلمة مرورك آمنة، ودفع ثمن ما تطلبه.</p><p>تُعرض الأسعار بالعملة التي تختارها وفق سعر الصرف الحالي، والمبلغ الذي يُخصم هو المبلغ المعروض عند التأكيد.</p>',
    },
  },
];
