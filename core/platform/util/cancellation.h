// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>

namespace cm {

// Set once by whoever cancels; polled by workers between blocks and files.
// Never relies on an event loop in the worker.
class Cancellation
{
public:
    void request() { m_requested.store(true, std::memory_order_relaxed); }
    bool isRequested() const { return m_requested.load(std::memory_order_relaxed); }

private:
    std::atomic<bool> m_requested{false};
};

} // namespace cm
