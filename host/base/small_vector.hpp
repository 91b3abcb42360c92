// A vector of trivially copyable items that keeps its first N items inside itself: a step's short
// lists (placements, houses, fins) are copied into the run's record without a heap allocation
// (docs/performance.md). The interface is std::vector's, as far as the host uses it.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <iterator>
#include <new>
#include <span>
#include <stdexcept>
#include <type_traits>
#include <vector>

namespace npe {

template <class T, std::size_t N>
class SmallVector {
  static_assert(std::is_trivially_copyable_v<T>);
  static_assert(N > 0);

 public:
  using value_type = T;
  using size_type = std::size_t;
  using difference_type = std::ptrdiff_t;
  using reference = T&;
  using const_reference = const T&;
  using pointer = T*;
  using const_pointer = const T*;
  using iterator = T*;
  using const_iterator = const T*;
  using reverse_iterator = std::reverse_iterator<iterator>;
  using const_reverse_iterator = std::reverse_iterator<const_iterator>;

  SmallVector() noexcept = default;
  SmallVector(std::initializer_list<T> items) { assign(items.begin(), items.end()); }
  template <class It, class = typename std::iterator_traits<It>::iterator_category>
  SmallVector(It first, It last) {
    assign(first, last);
  }
  explicit SmallVector(size_type count, const T& value = T{}) { resize(count, value); }
  SmallVector(const std::vector<T>& items) { assign(items.begin(), items.end()); }  // NOLINT: as a vector converts
  SmallVector(const SmallVector& other) { assign(other.begin(), other.end()); }
  SmallVector(SmallVector&& other) noexcept { take(other); }
  ~SmallVector() { release(); }

  SmallVector& operator=(const SmallVector& other) {
    if (this != &other) assign(other.begin(), other.end());
    return *this;
  }
  SmallVector& operator=(SmallVector&& other) noexcept {
    if (this != &other) {
      release();
      take(other);
    }
    return *this;
  }
  SmallVector& operator=(std::initializer_list<T> items) {
    assign(items.begin(), items.end());
    return *this;
  }

  size_type size() const noexcept { return size_; }
  bool empty() const noexcept { return size_ == 0; }
  size_type capacity() const noexcept { return capacity_; }
  T* data() noexcept { return heap_ ? heap_ : std::launder(reinterpret_cast<T*>(inline_)); }
  const T* data() const noexcept { return heap_ ? heap_ : std::launder(reinterpret_cast<const T*>(inline_)); }
  iterator begin() noexcept { return data(); }
  iterator end() noexcept { return data() + size_; }
  const_iterator begin() const noexcept { return data(); }
  const_iterator end() const noexcept { return data() + size_; }
  const_iterator cbegin() const noexcept { return begin(); }
  const_iterator cend() const noexcept { return end(); }
  reverse_iterator rbegin() noexcept { return reverse_iterator(end()); }
  reverse_iterator rend() noexcept { return reverse_iterator(begin()); }
  const_reverse_iterator rbegin() const noexcept { return const_reverse_iterator(end()); }
  const_reverse_iterator rend() const noexcept { return const_reverse_iterator(begin()); }
  T& operator[](size_type i) noexcept { return data()[i]; }
  const T& operator[](size_type i) const noexcept { return data()[i]; }
  T& at(size_type i) {
    if (i >= size_) throw std::out_of_range("SmallVector::at");
    return data()[i];
  }
  const T& at(size_type i) const {
    if (i >= size_) throw std::out_of_range("SmallVector::at");
    return data()[i];
  }
  T& front() noexcept { return data()[0]; }
  const T& front() const noexcept { return data()[0]; }
  T& back() noexcept { return data()[size_ - 1]; }
  const T& back() const noexcept { return data()[size_ - 1]; }

  void clear() noexcept { size_ = 0; }
  void reserve(size_type wanted) {
    if (wanted <= capacity_) return;
    T* grown = static_cast<T*>(::operator new(wanted * sizeof(T)));
    if (size_ != 0) std::memcpy(grown, data(), size_ * sizeof(T));
    release();
    heap_ = grown;
    capacity_ = static_cast<std::uint32_t>(wanted);
  }
  void resize(size_type count, const T& value = T{}) {
    reserve(count);
    std::fill(data() + std::min<size_type>(size_, count), data() + count, value);
    size_ = static_cast<std::uint32_t>(count);
  }
  void push_back(const T& item) {
    if (size_ == capacity_) {
      const T copy = item;  // `item` may live in the storage that grows
      reserve(2 * capacity_);
      data()[size_++] = copy;
      return;
    }
    data()[size_++] = item;
  }
  template <class... Args>
  T& emplace_back(Args&&... args) {
    push_back(T{std::forward<Args>(args)...});
    return back();
  }
  void pop_back() noexcept { --size_; }

  template <class It>
  void assign(It first, It last) {
    if constexpr (std::random_access_iterator<It>) {
      // The common case (a step's list copied in): items copied forward, which is safe even from
      // this vector's own storage (they never lie before begin()).
      const auto count = static_cast<size_type>(last - first);
      if (count <= capacity_) {
        T* out = data();
        for (size_type i = 0; i < count; ++i) out[i] = first[i];
        size_ = static_cast<std::uint32_t>(count);
        return;
      }
    }
    size_ = 0;
    insert(end(), first, last);
  }
  void assign(std::initializer_list<T> items) { assign(items.begin(), items.end()); }

  iterator insert(const_iterator at, const T& item) { return insert(at, &item, &item + 1); }
  template <class It>
  iterator insert(const_iterator at, It first, It last) {
    const size_type offset = static_cast<size_type>(at - begin());
    // Copied first: the items may come from this vector's own storage.
    if constexpr (std::random_access_iterator<It>) {
      const size_type count = static_cast<size_type>(last - first);
      if (count <= 64) {
        alignas(T) unsigned char copy[64 * sizeof(T)];
        T* items = reinterpret_cast<T*>(copy);
        std::copy(first, last, items);
        return insert_copied(offset, items, count);
      }
    }
    const std::vector<T> copy(first, last);
    return insert_copied(offset, copy.data(), copy.size());
  }
  iterator erase(const_iterator at) { return erase(at, at + 1); }
  iterator erase(const_iterator first, const_iterator last) {
    const size_type offset = static_cast<size_type>(first - begin());
    const size_type count = static_cast<size_type>(last - first);
    std::memmove(data() + offset, data() + offset + count, (size_ - offset - count) * sizeof(T));
    size_ -= static_cast<std::uint32_t>(count);
    return begin() + offset;
  }

  friend bool operator==(const SmallVector& a, const SmallVector& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }
  friend bool operator==(const SmallVector& a, const std::vector<T>& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }
  friend auto operator<=>(const SmallVector& a, const SmallVector& b) requires std::three_way_comparable<T> {
    return std::lexicographical_compare_three_way(a.begin(), a.end(), b.begin(), b.end());
  }
  /** A std::vector with the same items (for interfaces that take one). */
  std::vector<T> to_vector() const { return std::vector<T>(begin(), end()); }

 private:
  iterator insert_copied(size_type offset, const T* items, size_type count) {
    // `items` is never inside this vector's storage (insert copied it first).
    if (size_ + count > capacity_) reserve(std::max<size_type>(size_ + count, 2 * capacity_));
    T* at = data() + offset;
    std::memmove(at + count, at, (size_ - offset) * sizeof(T));
    std::memmove(at, items, count * sizeof(T));
    size_ += static_cast<std::uint32_t>(count);
    return at;
  }
  void release() noexcept {
    if (heap_) ::operator delete(heap_);
    heap_ = nullptr;
    capacity_ = N;
  }
  /** Takes `other`'s items (its heap block, or a copy of its inline ones) and leaves it empty. */
  void take(SmallVector& other) noexcept {
    size_ = other.size_;
    capacity_ = other.capacity_;
    heap_ = other.heap_;
    if (!heap_) std::memcpy(inline_, other.inline_, size_ * sizeof(T));
    other.heap_ = nullptr;
    other.size_ = 0;
    other.capacity_ = N;
  }

  T* heap_ = nullptr;  // the items when they outgrew inline_
  std::uint32_t size_ = 0;
  std::uint32_t capacity_ = N;
  alignas(T) unsigned char inline_[N * sizeof(T)];  // the first N items (raw: T need not be trivially constructible)
};

}  // namespace npe
