// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonleaves.h"

#include <QJsonArray>
#include <QJsonObject>

namespace cm::test {
namespace {

void collect(const QJsonValue &value, const JsonPath &path, QList<JsonPath> *leaves)
{
    if (value.isString()) {
        leaves->append(path);
    } else if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            collect(it.value(), JsonPath(path) << it.key(), leaves);
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            collect(array[i], JsonPath(path) << int(i), leaves);
    }
}

QJsonValue replaced(const QJsonValue &value, const JsonPath &path, qsizetype at, const QString &text)
{
    if (at == path.size())
        return text;
    if (path[at].typeId() == QMetaType::QString) {
        QJsonObject object = value.toObject();
        const QString key = path[at].toString();
        object[key] = replaced(object[key], path, at + 1, text);
        return object;
    }
    QJsonArray array = value.toArray();
    const int index = path[at].toInt();
    array[index] = replaced(array[index], path, at + 1, text);
    return array;
}

} // namespace

QList<JsonPath> stringLeaves(const QJsonValue &value)
{
    QList<JsonPath> leaves;
    collect(value, {}, &leaves);
    return leaves;
}

QJsonValue withString(const QJsonValue &value, const JsonPath &path, const QString &text)
{
    return replaced(value, path, 0, text);
}

} // namespace cm::test
