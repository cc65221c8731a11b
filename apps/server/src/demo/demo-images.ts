/** A drawn proof-of-delivery photo: a parcel on a doormat. */
export const PROOF_OF_DELIVERY_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">
<rect width="640" height="480" fill="#d9d4cc"/>
<rect x="170" y="40" width="300" height="360" fill="#7a4b2a"/>
<circle cx="440" cy="230" r="10" fill="#e6c15a"/>
<rect x="110" y="390" width="420" height="60" rx="6" fill="#4b5a3c"/>
<rect x="230" y="280" width="180" height="130" fill="#c79a5b"/>
<rect x="230" y="280" width="180" height="18" fill="#b3854a"/>
<rect x="310" y="280" width="20" height="130" fill="#e9d8b4"/>
<text x="24" y="464" font-family="sans-serif" font-size="18" fill="#333">Delivered - demo photo</text>
</svg>
`;

/** The logo of the demo merchant with a custom theme. */
export const NORDLYS_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64">
<path d="M8 52 C40 8, 72 8, 104 52" fill="none" stroke="#7fd1ae" stroke-width="8" stroke-linecap="round"/>
<path d="M24 52 C48 22, 64 22, 88 52" fill="none" stroke="#1b7f5b" stroke-width="6" stroke-linecap="round"/>
<text x="116" y="44" font-family="sans-serif" font-size="30" font-weight="700" fill="#0b3d2e">Nordlys</text>
</svg>
`;
