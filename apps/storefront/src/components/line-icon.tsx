/**
 * An icon drawn from an SVG of the icon package (lucide-static, imported with `?raw`): a fixed
 * string of the package, never user content, sized and coloured like the text around it.
 */
export function LineIcon({ svg, className }: { svg: string; className?: string }) {
  return <span className={className ? `line-icon ${className}` : 'line-icon'} aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />;
}
