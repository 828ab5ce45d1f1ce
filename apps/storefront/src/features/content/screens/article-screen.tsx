import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { articleQuery, type ArticleKey } from '../api/get-article.ts';
import { Page } from '../../../components/page.tsx';

/** A policy page: its title and the HTML the back office wrote (sanitised when it was saved). */
function ArticleScreen({ articleKey, titleKey }: { articleKey: ArticleKey; titleKey: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(articleQuery(articleKey));
  return (
    <Page title={data?.title ?? t(titleKey)}>
      {data && <article className="article" dangerouslySetInnerHTML={{ __html: data.content }} />}
    </Page>
  );
}

export const ReturnPolicyScreen = () => <ArticleScreen articleKey="return_policy" titleKey="article.return_policy" />;
export const PrivacyScreen = () => <ArticleScreen articleKey="privacy" titleKey="article.privacy" />;
export const ConditionScreen = () => <ArticleScreen articleKey="conditions" titleKey="article.conditions" />;
