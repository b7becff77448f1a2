// SPDX-License-Identifier: GPL-3.0-or-later
#include "chart/labellayout.h"

#include <gtest/gtest.h>

using namespace cm;

TEST(LabelLayout, TakesTheFirstPlaceThatOverlapsNothingAndStaysInside)
{
    LabelLayout layout(QRectF(0, 0, 100, 100));
    layout.reserve(QRectF(40, 50, 20, 50)); // a bar
    // Above the bar: free.
    EXPECT_EQ(layout.place({QRectF(40, 30, 20, 10)}), 0);
    // The same place again is taken; the next candidate is free.
    EXPECT_EQ(layout.place({QRectF(40, 30, 20, 10), QRectF(40, 15, 20, 10)}), 1);
    // Over the bar, or out of the plot: nowhere.
    EXPECT_EQ(layout.place({QRectF(45, 60, 10, 10), QRectF(95, 0, 10, 10), QRectF(0, -5, 10, 10)}), -1);
    // Touching a bar is not overlapping it.
    EXPECT_EQ(layout.place({QRectF(60, 80, 20, 10)}), 0);
}

TEST(LabelLayout, TextsSideBySideKeepAGapAndTextsStackedMayTouch)
{
    LabelLayout layout(QRectF(0, 0, 200, 100));
    ASSERT_EQ(layout.place({QRectF(40, 30, 20, 10)}), 0);
    // "809" right against "763" would read "809763".
    EXPECT_EQ(layout.place({QRectF(60, 30, 20, 10), QRectF(62, 30, 20, 10), QRectF(64, 30, 20, 10)}), 2);
    // A line above another is kept apart by the font's own leading.
    EXPECT_EQ(layout.place({QRectF(40, 20, 20, 10)}), 0);
}

TEST(LabelLayout, ATurnedTextIsAsWideAsItIsHigh)
{
    const QRectF upright = boxAbove(QPointF(50, 80), QSizeF(30, 12), 2, false);
    EXPECT_EQ(upright, QRectF(35, 66, 30, 12));
    const QRectF turned = boxAbove(QPointF(50, 80), QSizeF(30, 12), 2, true);
    EXPECT_EQ(turned, QRectF(44, 48, 12, 30));
    EXPECT_EQ(boxRightOf(QPointF(10, 50), QSizeF(30, 12), 3), QRectF(13, 44, 30, 12));
}
