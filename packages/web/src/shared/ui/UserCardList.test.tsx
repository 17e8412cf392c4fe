import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, screen } from '@testing-library/preact';
import { renderUi } from '../../test/render-ui.tsx';
import { UserCardList, type UserCardListProps } from './UserCardList.tsx';

/**
 * IntersectionObserver is the layout edge happy-dom lacks: `scrollNearEnd()` tells every live
 * observer that its target entered the (margin-extended) viewport, as the browser would.
 */
class FakeIntersectionObserver {
  static live = new Set<FakeIntersectionObserver>();
  readonly targets: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.live.add(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  disconnect() {
    FakeIntersectionObserver.live.delete(this);
  }
  enter() {
    const entries = this.targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const scrollNearEnd = () => [...FakeIntersectionObserver.live].forEach((observer) => observer.enter());

interface Person {
  id: number;
  name: string;
}
const people = (count: number): Person[] => Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Person ${index + 1}` }));

function list(props: Partial<UserCardListProps<Person>> = {}) {
  return <UserCardList label="Likes" items={people(4)} getKey={(person) => person.id} renderCard={(person) => <p>{person.name}</p>} {...props} />;
}

const grid = () => screen.getByRole('list', { name: 'Likes' });
const skeletons = () => grid().querySelectorAll('li[aria-hidden="true"]');

beforeEach(() => {
  FakeIntersectionObserver.live.clear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => FakeIntersectionObserver.live.clear());

describe('UserCardList columns (spec 3 §9: 1, 2 or 3, 2 default)', () => {
  it('shows two columns by default', async () => {
    await renderUi(list());
    expect(grid().dataset.columns).toBe('2');
    expect(grid().style.getPropertyValue('--columns')).toBe('2');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it.each([1, 3] as const)('shows %i columns when asked', async (columns) => {
    await renderUi(list({ columns }));
    expect(grid().style.getPropertyValue('--columns')).toBe(String(columns));
  });
});

describe('UserCardList skeleton (spec 2 §9: 8 cards)', () => {
  it('shows 8 skeleton cards after the loaded ones while loading, and says it is loading', async () => {
    await renderUi(list({ items: people(3), loading: true }));
    expect(skeletons()).toHaveLength(8);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(grid().parentElement!.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading profiles…');
  });

  it('shows no skeleton once loaded', async () => {
    await renderUi(list());
    expect(skeletons()).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('UserCardList infinite scroll (spec 2 §9: within 600 px of the end)', () => {
  it('watches the end of the list with a 600 px bottom margin', async () => {
    await renderUi(list({ hasNextPage: true, onLoadMore: () => undefined }));
    const [observer] = FakeIntersectionObserver.live;
    expect(observer!.options.rootMargin).toBe('0px 0px 600px 0px');
    expect(observer!.targets[0]!.previousElementSibling!.getAttribute('role')).toBe('status');
  });

  it('asks for the next page when the end comes within reach', async () => {
    const onLoadMore = vi.fn();
    await renderUi(list({ hasNextPage: true, onLoadMore }));
    scrollNearEnd();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('does not ask while a page is loading', async () => {
    const onLoadMore = vi.fn();
    await renderUi(list({ hasNextPage: true, loading: true, onLoadMore }));
    scrollNearEnd();
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('does not ask when there is no next page', async () => {
    const onLoadMore = vi.fn();
    await renderUi(list({ hasNextPage: false, onLoadMore }));
    scrollNearEnd();
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('asks once per page: not again while it loads, and again once it has loaded', async () => {
    const requested = vi.fn();
    /** A page that loads 4 more people each time the list asks, until "Page arrived" is pressed. */
    function Feed() {
      const [count, setCount] = useState(4);
      const [loading, setLoading] = useState(false);
      const loadMore = () => {
        requested();
        setLoading(true);
      };
      const arrive = () => {
        setCount((shown) => shown + 4);
        setLoading(false);
      };
      return (
        <>
          {list({ items: people(count), hasNextPage: true, loading, onLoadMore: loadMore })}
          <button type="button" onClick={arrive}>
            Page arrived
          </button>
        </>
      );
    }
    const { user } = await renderUi(<Feed />);
    act(scrollNearEnd);
    expect(requested).toHaveBeenCalledTimes(1);
    expect(skeletons()).toHaveLength(8);
    act(scrollNearEnd);
    expect(requested).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Page arrived' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    act(scrollNearEnd);
    expect(requested).toHaveBeenCalledTimes(2);
  });
});
