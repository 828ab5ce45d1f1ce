import { Link } from 'react-router-dom';
import type { CategoryTree } from '@roamcart/contracts';
import '../goods.css';

type Category = Pick<CategoryTree[number], 'id' | 'name' | 'icon'>;

/**
 * The letter that stands for a name. Arabic names mostly begin with the article "ال", whose
 * first letter would then stand for every category; the letter after it tells them apart.
 */
function initialOf(name: string): string {
  const letters = Array.from(name.trim().replace(/^ال(?=\S)/u, ''));
  return letters[0] ?? '';
}

/** A category's icon, or its initial on a tinted disc when the back office gave it none. */
export function CategoryIcon({ category }: { category: Category }) {
  if (category.icon) return <img className="category-icon" src={category.icon} alt="" width={44} height={44} loading="lazy" decoding="async" />;
  return (
    <span className="category-icon is-initial" aria-hidden="true">
      {initialOf(category.name)}
    </span>
  );
}

/** Round tiles that open the Category screen on one category. */
export function CategoryShortcuts({ categories, label }: { categories: Category[]; label: string }) {
  return (
    <ul className="category-shortcuts" aria-label={label}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={`/category?id=${category.id}`}>
            <CategoryIcon category={category} />
            <span className="category-shortcut-name">{category.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
