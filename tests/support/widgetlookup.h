// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QWidget>

#include <gtest/gtest.h>

namespace cm::test {

// The child widget of `parent` with object name `name`; a failure of the
// test when there is none.
template <typename T>
T *namedChild(const QWidget &parent, const char *name)
{
    T *widget = parent.findChild<T *>(QString::fromLatin1(name));
    EXPECT_NE(widget, nullptr) << name;
    return widget;
}

} // namespace cm::test
