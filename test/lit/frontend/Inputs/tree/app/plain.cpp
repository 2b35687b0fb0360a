int unrelated(int x) { return x * 2; }
