// The product's one link style: Fluent's Link (brand colour, underlined on hover, its focus ring)
// for every link inside a text: in-app links through the router (`TextLink`), addresses outside
// the product in a new tab (`ExternalLink`), and a small trigger in running text that opens more
// (`LinkButton`, e.g. '+2 more'). text-link.test.ts keeps other link styles out.
import { Link, type LinkProps } from "@fluentui/react-components";
import { createLink } from "@tanstack/react-router";
import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes } from "react";

type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & Pick<LinkProps, "inline">;

const FluentAnchor = forwardRef<HTMLAnchorElement, AnchorProps>(function FluentAnchor(props, ref) {
  return <Link {...props} ref={ref} />;
});

/** A link to a page of the dashboard: `to`, `params` and `search` as the router's Link takes them. */
export const TextLink = createLink(FluentAnchor);

/** A link out of the product: a new tab, without giving the page there a handle on this one. */
export function ExternalLink({ href, children, ...props }: AnchorProps & { href: string }) {
  return (
    <FluentAnchor {...props} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </FluentAnchor>
  );
}

/** A file the server sends (an export): the browser downloads it and the page stays. */
export function DownloadLink({ href, children, ...props }: AnchorProps & { href: string }) {
  return (
    <FluentAnchor {...props} href={href} download>
      {children}
    </FluentAnchor>
  );
}

/** A button that reads as a link inside text (it opens something, it goes nowhere). */
export const LinkButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function LinkButton(props, ref) {
  return <Link as="button" type="button" {...props} ref={ref} />;
});
