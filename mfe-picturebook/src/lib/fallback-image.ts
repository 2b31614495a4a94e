/**
 * Spec 2.13: a picture that fails to load shows a fallback image: a calm grey frame with a simple
 * mountain-and-sun outline, drawn inline so it never needs the network itself.
 */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 90">
<rect width="120" height="90" fill="#e2e8f0"/>
<circle cx="86" cy="28" r="10" fill="#94a3b8"/>
<path d="M10 78 L44 38 L66 62 L80 48 L110 78 Z" fill="#94a3b8"/>
</svg>`;

export const FALLBACK_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`;
