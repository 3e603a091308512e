'use strict';

/**
 * The side-channel package's API (get, has, set, delete, assert) on the browser's own Map and
 * WeakMap. The package itself supports engines without them and names the missing key in its
 * error, which brings object-inspect and get-intrinsic into every screen's download through qs
 * (Refine's query strings); every browser the app supports has both.
 */
module.exports = function getSideChannel() {
  var weak = new WeakMap();
  var strong = new Map();
  function store(key) {
    return (typeof key === 'object' && key !== null) || typeof key === 'function' ? weak : strong;
  }
  return {
    assert: function (key) {
      if (!store(key).has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete: function (key) {
      return store(key).delete(key);
    },
    get: function (key) {
      return store(key).get(key);
    },
    has: function (key) {
      return store(key).has(key);
    },
    set: function (key, value) {
      store(key).set(key, value);
    },
  };
};
