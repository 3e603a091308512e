/**
 * A small turtle module for Pyodide (the standard one needs Tk): the turtle's geometry is
 * computed in Python and each drawing step is sent to the page, which paints it on a canvas.
 * Covers what beginners' lessons use: moving, turning, pen, colours, circles, dots, text.
 */
export const turtleModule = String.raw`
import math
import _turtle_bridge as _b

_COLORS = {"红色": "red", "绿色": "green", "蓝色": "blue", "黄色": "yellow", "黑色": "black", "白色": "white", "橙色": "orange", "紫色": "purple", "粉色": "pink"}

def _c(value):
    if isinstance(value, tuple):
        r, g, b = value
        if max(value) <= 1:
            r, g, b = int(r * 255), int(g * 255), int(b * 255)
        return "rgb(%d,%d,%d)" % (r, g, b)
    return _COLORS.get(str(value), str(value))

class Turtle:
    def __init__(self):
        self.x = 0.0
        self.y = 0.0
        self.angle = 0.0
        self.down = True
        self.pen_color = "black"
        self.fill = "black"
        self.width = 1
        self.visible = True
        self._pose()

    def _pose(self):
        _b.send({"op": "pose", "x": self.x, "y": self.y, "heading": self.angle, "visible": self.visible})

    def _move_to(self, x, y):
        if self.down:
            _b.send({"op": "line", "x1": self.x, "y1": self.y, "x2": x, "y2": y, "color": self.pen_color, "width": self.width})
        self.x, self.y = float(x), float(y)
        self._pose()

    def forward(self, distance):
        rad = math.radians(self.angle)
        self._move_to(self.x + distance * math.cos(rad), self.y + distance * math.sin(rad))
    fd = forward

    def backward(self, distance):
        self.forward(-distance)
    back = bk = backward

    def left(self, degrees):
        self.angle = (self.angle + degrees) % 360
        self._pose()
    lt = left

    def right(self, degrees):
        self.left(-degrees)
    rt = right

    def setheading(self, degrees):
        self.angle = degrees % 360
        self._pose()
    seth = setheading

    def heading(self):
        return self.angle

    def goto(self, x, y=None):
        if y is None:
            x, y = x
        self._move_to(x, y)
    setpos = setposition = goto

    def setx(self, x):
        self._move_to(x, self.y)

    def sety(self, y):
        self._move_to(self.x, y)

    def home(self):
        self._move_to(0, 0)
        self.setheading(0)

    def position(self):
        return (self.x, self.y)
    pos = position

    def xcor(self):
        return self.x

    def ycor(self):
        return self.y

    def penup(self):
        self.down = False
    pu = up = penup

    def pendown(self):
        self.down = True
    pd = down = pendown

    def pensize(self, width=None):
        if width is None:
            return self.width
        self.width = width
    width = pensize

    def pencolor(self, *args):
        self.pen_color = _c(args[0] if len(args) == 1 else tuple(args))

    def fillcolor(self, *args):
        self.fill = _c(args[0] if len(args) == 1 else tuple(args))

    def color(self, *args):
        if len(args) == 2:
            self.pencolor(args[0])
            self.fillcolor(args[1])
        elif args:
            self.pencolor(*args)
            self.fill = self.pen_color

    def circle(self, radius, extent=360, steps=None):
        steps = steps or max(12, int(abs(radius) / 2) + 12)
        step_angle = extent / steps
        length = 2 * abs(radius) * math.sin(math.radians(abs(step_angle)) / 2)
        turn = step_angle if radius > 0 else -step_angle
        self.left(turn / 2)
        for _ in range(steps):
            self.forward(length)
            self.left(turn)
        self.left(-turn / 2)

    def dot(self, size=None, *color):
        _b.send({"op": "dot", "x": self.x, "y": self.y, "size": size or max(self.width + 4, self.width * 2), "color": _c(color[0]) if color else self.pen_color})

    def write(self, text, move=False, align="left", font=None):
        _b.send({"op": "write", "x": self.x, "y": self.y, "text": str(text), "color": self.pen_color})

    def hideturtle(self):
        self.visible = False
        self._pose()
    ht = hideturtle

    def showturtle(self):
        self.visible = True
        self._pose()
    st = showturtle

    def speed(self, *args):
        return 0

    def shape(self, *args):
        return "classic"

    def begin_fill(self):
        pass

    def end_fill(self):
        pass

    def clear(self):
        _b.send({"op": "clear"})
    reset = clear

class Screen:
    def bgcolor(self, *args):
        _b.send({"op": "bgcolor", "color": _c(args[0] if len(args) == 1 else tuple(args))})
    def setup(self, *args, **kwargs):
        pass
    def title(self, *args):
        pass
    def tracer(self, *args, **kwargs):
        pass
    def update(self):
        pass
    def exitonclick(self):
        pass
    mainloop = done = exitonclick

Pen = RawTurtle = Turtle
_default = None

def _t():
    global _default
    if _default is None:
        _default = Turtle()
    return _default

def _forward_all():
    names = ["forward", "fd", "backward", "back", "bk", "left", "lt", "right", "rt", "setheading", "seth", "heading", "goto", "setpos",
             "setposition", "setx", "sety", "home", "position", "pos", "xcor", "ycor", "penup", "pu", "up", "pendown", "pd", "down",
             "pensize", "width", "pencolor", "fillcolor", "color", "circle", "dot", "write", "hideturtle", "ht", "showturtle", "st",
             "speed", "shape", "begin_fill", "end_fill", "clear", "reset"]
    g = globals()
    for name in names:
        g[name] = (lambda n: lambda *a, **k: getattr(_t(), n)(*a, **k))(name)

_forward_all()
_screen = Screen()
def bgcolor(*args): _screen.bgcolor(*args)
def done(): pass
mainloop = exitonclick = done
def setup(*args, **kwargs): pass
def title(*args): pass
def tracer(*args, **kwargs): pass
def update(): pass
`;
