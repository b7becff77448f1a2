// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>

namespace cm::InterruptRecord {

// What a signal handler (Linux) or console control handler (Windows) may
// do: count the interruption and request the cancellation. Lock-free, so
// safe in a signal handler.
static_assert(std::atomic<int>::is_always_lock_free);
void add();
// Interruptions so far.
int count();

} // namespace cm::InterruptRecord
