#pragma once
#include <soci/soci.h>

#include <deque>
#include <string>
#include <string_view>

namespace aurum::storage {

/// One INSERT of several rows, `INSERT INTO t (a, b) VALUES (...), (...)`: one statement (on
/// PostgreSQL one round trip) instead of one per row. Values are bound by position (a bind by
/// name costs SQLite a scan of the statement's parameters, quadratic in a large batch), each kept
/// here until execute(); rows are inserted in the order given (ids ascend with them).
///
///   MultiRowInsert ins(s, "INSERT INTO t (a, b) VALUES ");
///   for (...) { ins.row(); ins.add(a); ins.add(b); }
///   ins.execute();  // or execute(" ON CONFLICT ...")
class MultiRowInsert {
 public:
  MultiRowInsert(soci::session& s, std::string head) : st_(s), sql_(std::move(head)) {}

  /// Starts the next row.
  void row() {
    if (open_) sql_ += "), ";
    sql_ += "(";
    open_ = true;
    first_ = true;
  }
  void add(long long v) { bind(ints_.emplace_back(v), soci::i_ok); }
  /// NULL unless `ind` is soci::i_ok.
  void add(long long v, soci::indicator ind) { bind(ints_.emplace_back(v), ind); }
  void add(const std::string& v) { bind(strings_.emplace_back(v), soci::i_ok); }

  /// Runs the statement, `tail` appended after the last row; nothing happens without a row.
  void execute(std::string_view tail = {}) {
    if (!open_) return;
    sql_ += ")";
    sql_ += tail;
    st_.alloc();
    st_.prepare(sql_);
    st_.define_and_bind();
    st_.execute(true);
  }

 private:
  template <class T>
  void bind(T& value, soci::indicator ind) {
    auto name = "v" + std::to_string(count_++);
    sql_ += (first_ ? ":" : ", :") + name;
    first_ = false;
    st_.exchange(soci::use(value, indicators_.emplace_back(ind)));
  }

  soci::statement st_;
  std::string sql_;
  std::deque<long long> ints_;
  std::deque<std::string> strings_;
  std::deque<soci::indicator> indicators_;
  int count_ = 0;
  bool open_ = false, first_ = true;
};

}  // namespace aurum::storage
