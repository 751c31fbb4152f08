/** The shop's own drawing: fabric-wrapped hoops, a beaded necklace and a scrunchie under a linen arch. */
export function HeroArt({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 520" className={className} aria-hidden="true" focusable="false">
      <defs>
        <pattern id="hero-stripe" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">
          <rect width="12" height="12" fill="#c8704e" />
          <rect width="5" height="12" fill="#d98a6a" />
        </pattern>
        <pattern id="hero-dots" width="14" height="14" patternUnits="userSpaceOnUse">
          <rect width="14" height="14" fill="#7b3f61" />
          <circle cx="7" cy="7" r="2.2" fill="#efe2d1" />
        </pattern>
        <pattern id="hero-weave" width="16" height="16" patternUnits="userSpaceOnUse">
          <rect width="16" height="16" fill="#5f7f61" />
          <path d="M0 4h16M0 12h16" stroke="#e6efe6" strokeWidth="2" opacity=".55" />
          <path d="M4 0v16M12 0v16" stroke="#3f5a41" strokeWidth="2" opacity=".5" />
        </pattern>
      </defs>
      <path d="M40 520V230C40 115 131 24 240 24s200 91 200 206v290z" fill="#efe2d1" />
      <path d="M78 520V236c0-92 72-166 162-166s162 74 162 166v284z" fill="#f8f1e8" />
      {/* beaded necklace */}
      <path d="M112 150c30 120 226 120 256 0" fill="none" stroke="#a9563a" strokeWidth="2" />
      {[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => {
        const t = i / 8;
        const x = 112 + 256 * t;
        const y = 150 + 270 * t * (1 - t);
        return <circle key={i} cx={x} cy={y} r={i === 4 ? 16 : 10} fill={i % 2 ? '#7b3f61' : '#c8704e'} />;
      })}
      <circle cx="240" cy="217" r="7" fill="#efe2d1" />
      {/* hoop earrings */}
      <g>
        <path d="M168 262v28" stroke="#562943" strokeWidth="3" />
        <circle cx="168" cy="348" r="56" fill="none" stroke="url(#hero-stripe)" strokeWidth="22" />
        <path d="M312 262v28" stroke="#562943" strokeWidth="3" />
        <circle cx="312" cy="348" r="56" fill="none" stroke="url(#hero-dots)" strokeWidth="22" />
      </g>
      {/* scrunchie */}
      <g transform="translate(240 462)">
        <ellipse rx="92" ry="30" fill="url(#hero-weave)" />
        <ellipse rx="46" ry="12" fill="#f8f1e8" />
        {[-70, -35, 0, 35, 70].map((x) => (
          <path key={x} d={`M${x} -28q6 28 0 56`} stroke="#3f5a41" strokeWidth="2" fill="none" opacity=".6" />
        ))}
      </g>
    </svg>
  );
}
