// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonValue>
#include <QList>
#include <QString>
#include <QVariant>

namespace cm::test {

// Where a value stands in a JSON document: keys (QString) and indices (int).
using JsonPath = QList<QVariant>;

// The paths of every string in `value`.
QList<JsonPath> stringLeaves(const QJsonValue &value);

// `value` with the string at `path` replaced by `text`.
QJsonValue withString(const QJsonValue &value, const JsonPath &path, const QString &text);

} // namespace cm::test
