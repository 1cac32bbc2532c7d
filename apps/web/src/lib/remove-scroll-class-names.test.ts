import { RemoveScroll as library } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { RemoveScroll } from './remove-scroll-class-names';

describe("the shell's copy of react-remove-scroll's class names", () => {
  it('names the classes the scroll lock of a dialog looks for', () => {
    expect(RemoveScroll.classNames).toEqual(library.classNames);
  });
});
