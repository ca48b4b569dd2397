import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

type AnchorElementProps = AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };
type ButtonElementProps = ButtonProps & AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

/** Mantine's Anchor and Button as router links, with the router's typed `to`, `params` and `search`. */
export const AnchorLink = createLink((props: AnchorElementProps) => <Anchor component="a" {...props} />);
export const ButtonLink = createLink((props: ButtonElementProps) => <Button component="a" {...props} />);
