#include "isolation/crash_note.hpp"

#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace npe {

namespace {

// The note of this thread's current run; the handler runs on the crashing thread.
thread_local CrashNotes* current = nullptr;

void put(const char* text, std::size_t size) {
  while (size > 0) {
    const ssize_t n = ::write(STDERR_FILENO, text, size);
    if (n <= 0) return;
    text += n;
    size -= static_cast<std::size_t>(n);
  }
}

void put_number(long value) {
  char digits[24];
  int at = sizeof digits;
  const bool negative = value < 0;
  unsigned long left = negative ? static_cast<unsigned long>(-value) : static_cast<unsigned long>(value);
  do {
    digits[--at] = static_cast<char>('0' + left % 10);
    left /= 10;
  } while (left && at > 1);
  if (negative) digits[--at] = '-';
  put(digits + at, sizeof digits - static_cast<std::size_t>(at));
}

/** The newest run begun on any thread: the one an interrupt names (a signal from outside lands on
 *  any thread). */
std::atomic<CrashNotes*> newest{nullptr};

/** Writes "npe: WHAT running engine type T on puzzle P in technique X at step N" (no newline). */
void put_where(const char* what, CrashNotes* notes) {
  put("npe: ", 5);
  put(what, std::strlen(what));
  put(" ", 1);
  put(notes->prefix().data(), notes->prefix().size());
  put(notes->puzzle_text().data(), notes->puzzle_text().size());
  const int technique = notes->site().technique.load(std::memory_order_relaxed);
  const int step = notes->site().step.load(std::memory_order_relaxed);
  if (step > 0 && technique >= 0 && technique < static_cast<int>(notes->names().size())) {
    const std::string& name = notes->names()[static_cast<std::size_t>(technique)];
    put(name.data(), name.size());
    put_number(step);
  } else {
    static constexpr char outside[] = " outside the techniques";
    put(outside, sizeof outside - 1);
  }
}

/** The note with " (signal N)", then the signal's default action: the program ends as before. */
void note_and_end(const char* what, CrashNotes* notes, int signal) {
  if (notes) {
    put_where(what, notes);
    static constexpr char tail[] = " (signal ";
    put(tail, sizeof tail - 1);
    put_number(signal);
    put(")\n", 2);
  }
  ::signal(signal, SIG_DFL);
  raise(signal);
}

void on_crash(int signal) {
  CrashNotes* notes = current;
  current = nullptr;  // a crash inside the note itself must not loop
  note_and_end("crashed", notes, signal);
}

void on_interrupt(int signal) { note_and_end("interrupted", newest.exchange(nullptr), signal); }

/** The runs under way, for the watchdog; never destroyed (the thread outlives static destructors). */
struct Watch {
  std::mutex mutex;
  std::vector<CrashNotes*> active;
};
Watch& watch() {
  static Watch* const instance = new Watch;
  return *instance;
}

double watchdog_seconds() {
  const char* text = std::getenv("NPE_WATCHDOG_SECONDS");
  if (!text || !*text) return 30;
  char* end = nullptr;
  const double seconds = std::strtod(text, &end);
  return end && *end == '\0' && seconds >= 0 ? seconds : 30;
}

/** Every quarter second: a run whose (run, step, technique) has not changed for the threshold gets
 *  a line, and another each time the time stalled doubles. */
void watchdog(double threshold) {
  struct Seen {
    CrashNotes* notes;
    unsigned run;
    int step, technique;
    std::chrono::steady_clock::time_point since;
    double next;
  };
  std::vector<Seen> seen;
  for (;;) {
    std::this_thread::sleep_for(std::chrono::milliseconds(250));
    const auto now = std::chrono::steady_clock::now();
    const std::lock_guard lock(watch().mutex);
    std::vector<Seen> still;
    for (CrashNotes* notes : watch().active) {
      const unsigned run = notes->runs().load(std::memory_order_relaxed);
      const int step = notes->site().step.load(std::memory_order_relaxed);
      const int technique = notes->site().technique.load(std::memory_order_relaxed);
      auto old = std::find_if(seen.begin(), seen.end(), [&](const Seen& s) {
        return s.notes == notes && s.run == run && s.step == step && s.technique == technique;
      });
      Seen entry = old != seen.end() ? *old : Seen{notes, run, step, technique, now, threshold};
      const double stalled = std::chrono::duration<double>(now - entry.since).count();
      if (step > 0 && stalled >= entry.next) {
        put_where("still", notes);
        const std::string tail = " after " + std::to_string(static_cast<long>(stalled)) + " s\n";
        put(tail.data(), tail.size());
        entry.next *= 2;
      }
      still.push_back(entry);
    }
    seen = std::move(still);
  }
}

void install_handlers() {
  static std::once_flag once;
  std::call_once(once, [] {
    struct sigaction action {};
    action.sa_handler = on_crash;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_NODEFER;
    for (int signal : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT}) sigaction(signal, &action, nullptr);
    // An interrupt names the run only where the caller left the default action (a shell's
    // background job ignoring SIGINT keeps ignoring it).
    struct sigaction interrupt {};
    interrupt.sa_handler = on_interrupt;
    sigemptyset(&interrupt.sa_mask);
    for (int signal : {SIGINT, SIGTERM}) {
      struct sigaction old {};
      if (sigaction(signal, nullptr, &old) == 0 && old.sa_handler == SIG_DFL) sigaction(signal, &interrupt, nullptr);
    }
    if (const double threshold = watchdog_seconds(); threshold > 0) std::thread(watchdog, threshold).detach();
  });
}

}  // namespace

CrashNotes::CrashNotes(Engine& engine) {
  engine.set_call_site(&site_);
  prefix_ = "running engine type " + engine.type().name + " on puzzle ";
  for (const auto* instance : engine.instances()) {
    names_.push_back(" in " + instance->describe() + " at step ");
  }
  puzzle_.reserve(256);
}

CrashNotes::Scope::Scope(CrashNotes& notes, const Puzzle& puzzle) : notes_(notes) {
  install_handlers();
  const std::lock_guard lock(watch().mutex);  // the watchdog reads the puzzle text
  std::string& text = notes.puzzle_text();    // rewritten in place: no allocation per run
  text.assign(puzzle.origin);
  if (!text.empty()) text += ' ';
  puzzle.append_givens_line(text);
  notes.runs().fetch_add(1, std::memory_order_relaxed);
  watch().active.push_back(&notes);
  current = &notes;
  newest.store(&notes);
}

CrashNotes::Scope::~Scope() {
  current = nullptr;
  CrashNotes* self = &notes_;
  newest.compare_exchange_strong(self, nullptr);
  const std::lock_guard lock(watch().mutex);
  auto& active = watch().active;
  active.erase(std::find(active.begin(), active.end(), &notes_));
}

}  // namespace npe
