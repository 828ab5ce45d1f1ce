const DESIGN_WIDTH = 375;
const MAX_WIDTH = 425;

/** SPEC §9: 1rem = min(window width, 425) / 375 * 10 px, so designs in rem scale with the phone. */
export function trackRootFontSize(): void {
  const apply = () => {
    document.documentElement.style.fontSize = `${(Math.min(window.innerWidth, MAX_WIDTH) / DESIGN_WIDTH) * 10}px`;
  };
  apply();
  window.addEventListener('resize', apply);
}
