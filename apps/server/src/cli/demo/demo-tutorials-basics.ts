import { code, h3, h4, image, important, js, note, ol, sub, table, tip, ul, video, warning } from './demo-rich-text';
import type { DemoTutorial } from './demo-types';

/** The demo's first tutorials: the Editor, scenes and prefabs, then C# scripting, input and physics. */
export const basicsTutorials: DemoTutorial[] = [
  {
    key: 'tut-editor-tour',
    title: 'Take a guided tour of the Editor',
    description:
      'Meet the panels you will use every day: the Hierarchy, Inspector, Project window, Scene view, Game view, and Console. By the end you will move around a scene with confidence and know where every setting lives.',
    skillLevel: 'foundational',
    durationMinutes: 20,
    isExercise: false,
    topicKeys: ['level-design'],
    industryKeys: ['games'],
    skillKeys: ['skill-editor-workflow'],
    points: [{ category: 'essentials', point: 20 }],
    steps: [
      {
        title: 'Open a project and read the default layout',
        type: 'text',
        body: [
          'Every lesson in this catalog starts from an empty 3D project, so create one now:',
          ol(
            'Open the engine launcher and click **New project**.',
            'Choose the **3D** template and name the project QuestlineSandbox.',
            'Pick a location you can find again and click **Create project**. The first import takes a minute or two.',
          ),
          'When the Editor opens you see its default layout. Every area is a panel with a tab at its top-left corner:',
          image(
            'editor-layout',
            'The Editor’s default layout. Toolbar: transform tools on the left; Play, Pause and Step in the middle. Left: the Hierarchy, with Column_01 selected under Environment. Center: the Scene view, showing that column outlined in orange with the move gizmo’s red, green and blue arrows. Right: the Inspector, with the column’s Transform, Mesh Filter, Mesh Renderer and Capsule Collider. Bottom: the Project window’s Materials, Prefabs, Scenes and Scripts folders, and the Console tab.',
            'The default layout with one object selected: the Hierarchy, the Scene view and the Inspector all show the same column.',
          ),
          table(
            ['Panel', 'Where it is', 'What it is for'],
            [
              ['Hierarchy', 'Left', 'Every game object in the open scene, nested under its parent.'],
              ['Scene view', 'Center', 'Placing, moving and arranging objects.'],
              ['Game view', 'A tab beside the Scene view', 'What the player sees through the active camera.'],
              ['Inspector', 'Right', 'The components and settings of whatever is selected.'],
              ['Project window', 'Bottom', 'The files in the project’s Assets folder.'],
              [
                'Console',
                'A tab beside the Project window',
                'Messages, warnings and errors from the engine and your scripts.',
              ],
            ],
          ),
          'Drag a panel by its tab to dock it somewhere else, or out of the window to float it. Layouts are personal: the project does not change when you rearrange them.',
          tip(
            'Lost a panel? Open the **Window** menu and pick it again, or choose **Window > Layouts > Default** to bring back the arrangement above.',
          ),
          h3('Play, Pause and Step'),
          'The three buttons in the middle of the toolbar switch between editing the scene and running it. You will use them constantly, so learn their shortcuts now:',
          table(
            ['Button', 'Shortcut', 'What it does'],
            [
              ['Play', '[[Ctrl]]+[[P]]', 'Runs the scene in the Game view; press again to stop.'],
              ['Pause', '[[Ctrl]]+[[Shift]]+[[P]]', 'Freezes the running scene so you can inspect it.'],
              ['Step', '[[Ctrl]]+[[Alt]]+[[P]]', 'Advances a paused scene by exactly one frame.'],
            ],
          ),
          note('On macOS, use [[Cmd]] wherever this catalogue says [[Ctrl]], and [[Option]] for [[Alt]].'),
        ],
      },
      {
        title: 'Navigate the Scene view',
        type: 'text',
        body: [
          'Click inside the Scene view so it has keyboard focus; the shortcuts below only reach the panel you last clicked.',
          h3('Fly, orbit, pan and zoom'),
          table(
            ['To', 'Do this'],
            [
              [
                'Fly like in a first-person game',
                'Hold the right mouse button and press [[W]], [[A]], [[S]] and [[D]]',
              ],
              ['Fly down or up', 'Hold the right mouse button and press [[Q]] or [[E]]'],
              ['Fly faster', 'Hold [[Shift]] while flying'],
              ['Orbit around the view’s center', 'Hold [[Alt]] and drag with the left mouse button'],
              ['Pan', 'Drag with the middle mouse button'],
              ['Zoom', 'Scroll the mouse wheel'],
              ['Frame the selected object', 'Select it in the Hierarchy, then press [[F]]'],
            ],
          ),
          tip(
            'Framing is the fastest way to find anything. Double-click an object in the Hierarchy and the Scene view flies to it, exactly as if you had pressed [[F]].',
          ),
          h3('Change the point of view'),
          'The orientation gizmo in the top-right corner of the Scene view shows the world axes: red is X, green is Y (up) and blue is Z.',
          ul(
            'Click an axis cone to look straight along it, for a front, side or top view.',
            'Click the cube in the center of the gizmo to switch between perspective and orthographic projection. Orthographic views have no vanishing point, which makes lining objects up much easier.',
          ),
          h3('The transform tools'),
          'Without the right mouse button held down, the same letters pick the tool that the mouse uses on the selected object:',
          ul(
            '[[Q]]: the Hand tool, which only moves the view.',
            '[[W]]: Move, with one arrow per axis.',
            '[[E]]: Rotate, with one ring per axis.',
            '[[R]]: Scale, with one handle per axis and a center handle for all three.',
            '[[T]]: the Rect tool, for 2D sprites and UI.',
          ),
        ],
      },
      {
        title: 'Inspect game objects and components',
        type: 'text',
        body: [
          'Every entry in the Hierarchy is a game object. On its own a game object does nothing: its components give it a position, a shape, a look and a behavior.',
          ol(
            'Select **Main Camera** in the Hierarchy.',
            sub('Read the Inspector from the top down:', [
              'The header holds the object’s name, its active checkbox, its tag and its layer.',
              'The `Transform` component stores position, rotation and scale.',
              'The `Camera` component renders the scene from this object’s point of view.',
              'The `AudioListener` component is the scene’s ears; the audio tutorials come back to it.',
            ]),
            'Now select **Directional Light** and compare: it has a `Transform` too, but a `Light` component instead of a camera.',
          ),
          important(
            'Every game object has exactly one `Transform`, and it cannot be removed. Even an empty object has a place in the world.',
          ),
          h3('Edit values precisely'),
          'Change the camera’s **Position** by typing numbers, or drag left and right on the **X**, **Y** or **Z** label to scrub the value with the mouse. The Scene view and the Game view update at once, which makes the Inspector the fastest way to make precise adjustments.',
          'Click **Add Component** at the bottom of the Inspector to attach more behavior, and use the ⋮ menu on a component’s header to reset it, copy its values or remove it.',
        ],
      },
      {
        title: 'Use the Project window, Game view, and Console',
        type: 'text',
        body: [
          h3('Organize the Assets folder'),
          'The Project window shows the files in your project’s `Assets` folder. Right-click in it, choose **Create > Folder**, and make these folders before anything else:',
          ul('`Materials`', '`Prefabs`', '`Scenes`', '`Scripts`'),
          'A place for every kind of asset from the first day saves hours of searching later, and every tutorial in this catalog assumes these folders exist.',
          h3('Run the scene'),
          'Press [[Ctrl]]+[[P]]. The Game view becomes active and shows what the player sees through `Main Camera`; the Play button turns blue while the scene runs.',
          warning(
            'Changes you make in the Inspector while the scene is playing are temporary: they revert when you stop. To keep a value you tuned while playing, right-click the component header, choose **Copy Component**, stop, then choose **Paste Component Values**.',
          ),
          h3('Read the Console'),
          'The Console collects messages, warnings and errors from the engine and from your scripts. An error names its file and line, for example:',
          code('plaintext')`
            NullReferenceException: Object reference not set to an instance of an object
            Spinner.Update () (at Assets/Scripts/Spinner.cs:12)
          `,
          ul(
            'Double-click an error to open your code editor at the line that caused it.',
            'Click **Clear** to empty the list before testing again.',
            'Turn on **Collapse** to group identical messages: a message logged every frame becomes one line with a counter.',
          ),
        ],
      },
    ],
  },
  {
    key: 'tut-first-scene',
    title: 'Build your first scene with primitives',
    description:
      'Block out a small courtyard from planes, cubes, and cylinders, give it simple materials, and frame it with the camera. You finish by submitting a screenshot of your scene.',
    skillLevel: 'foundational',
    durationMinutes: 30,
    isExercise: true,
    topicKeys: ['level-design'],
    industryKeys: ['games', 'architecture'],
    skillKeys: ['skill-editor-workflow'],
    points: [{ category: 'essentials', point: 30 }],
    steps: [
      {
        title: 'Create and save a new scene',
        type: 'text',
        body: [
          ol(
            'Choose **File > New Scene** and pick the **Basic** template.',
            'Save it straight away with **File > Save As**, into your `Scenes` folder, under the name Courtyard.',
          ),
          'Saving early puts the scene’s name in the title bar and lets you press [[Ctrl]]+[[S]] as you work. An asterisk after the name means there are unsaved changes.',
          'The new scene already holds a `Main Camera` and a `Directional Light`. Leave both in place; you frame the camera at the end of this tutorial.',
        ],
      },
      {
        title: 'Block out the space with primitives',
        type: 'text',
        body: [
          'A block-out is a level made of simple shapes: it answers questions of size and layout long before any art exists. In the Hierarchy, click **+** and choose **3D Object** to add each primitive below, then type its values into the `Transform` in the Inspector.',
          table(
            ['Object', 'Primitive', 'Position (X, Y, Z)', 'Scale (X, Y, Z)'],
            [
              ['Floor', 'Plane', '0, 0, 0', '3, 1, 3'],
              ['Wall_North', 'Cube', '0, 1.5, 15', '30, 3, 0.5'],
              ['Wall_South', 'Cube', '0, 1.5, -15', '30, 3, 0.5'],
              ['Wall_East', 'Cube', '15, 1.5, 0', '0.5, 3, 30'],
              ['Wall_West', 'Cube', '-15, 1.5, 0', '0.5, 3, 30'],
              ['Column_01 to Column_04', 'Cylinder', '±8, 2, ±8', '1, 2, 1'],
              ['Fountain', 'Cube', '0, 0.5, 0', '4, 1, 4'],
            ],
            [undefined, undefined, 'right', 'right'],
          ),
          note(
            'The numbers follow from the primitives’ sizes: a plane is 10 units wide at scale 1, so scale 3 gives a 30 × 30 floor; a cube is 1 unit on each side; a cylinder is 2 units tall, so a Y scale of 2 makes a 4-unit column whose center sits at Y = 2.',
          ),
          image(
            'courtyard-blockout',
            'An isometric Scene view of the courtyard block-out: a green 30 by 30 floor with a faint grid, enclosed by four gray stone walls, a column standing near each corner, and a square fountain base with a round basin in the middle. One column is selected, outlined in orange with the red, green and blue arrows of the move gizmo. A sun icon with an arrow shows the directional light, and a camera icon sits beside the courtyard.',
            'The finished block-out seen from above. Walls, columns and the fountain are plain primitives; the selected column shows the move gizmo.',
          ),
          h3('Move, rotate and scale in the Scene view'),
          'Typing values is precise; dragging is fast. Switch tools with [[W]] (Move), [[E]] (Rotate) and [[R]] (Scale), and hold [[Ctrl]] while dragging to snap to whole units.',
          tip(
            'Duplicate instead of starting over: select Column_01 and press [[Ctrl]]+[[D]], then change only the signs of its X and Z position to place the other three.',
          ),
          'Rename each object in the Inspector, or press [[F2]] in the Hierarchy, with a clear name such as Wall_North or Column_01. Names are how you, your teammates and your scripts find things.',
        ],
      },
      {
        title: 'Group objects and add materials',
        type: 'text',
        body: [
          h3('Parent the environment'),
          ol(
            'Choose **+ > Create Empty**, name the new object Environment and set its position to 0, 0, 0.',
            'In the Hierarchy, select the floor, the walls and the columns, and drag them onto Environment.',
          ),
          'Parenting keeps the Hierarchy tidy, lets you fold the whole courtyard away with one arrow, and moves every child when you move the parent.',
          h3('Create two materials'),
          ol(
            sub('In the Project window, right-click the `Materials` folder and choose **Create > Material**.', [
              'Name it Stone and set its **Base Map** color to a warm gray.',
              'Drag it from the Project window onto each wall and column in the Scene view.',
            ]),
            sub('Create a second material the same way.', [
              'Name it Grass and give it a muted green.',
              'Drag it onto the floor.',
            ]),
          ),
          important(
            'Materials are shared assets. Change the color of Stone once and every wall that uses it changes too, which is why you make materials in the Project window instead of adjusting each object on its own.',
          ),
        ],
      },
      {
        title: 'Frame the shot and submit a screenshot',
        type: 'submission',
        submissionType: 'image',
        body: [
          ol(
            'Move the Scene view to an angle you like.',
            'Select `Main Camera` in the Hierarchy and choose **GameObject > Align With View** ([[Ctrl]]+[[Shift]]+[[F]]). The camera jumps to match the Scene view, and the Game view now shows that composition.',
            'In the Game view, pick a **16:9** aspect ratio from the resolution drop-down and take a screenshot.',
          ),
          'Submit the screenshot with one sentence describing a design choice you made, such as where you placed the fountain and why.',
          h4('What reviewers check'),
          ul(
            'The floor, at least two walls and the columns are visible.',
            'The scene uses at least six primitives and two materials.',
            'The environment pieces sit under a parent object.',
          ),
        ],
      },
    ],
  },
  {
    key: 'tut-prefabs-basics',
    title: 'Create and reuse prefabs',
    description:
      'Turn a configured game object into a prefab, place many instances of it, and learn how overrides, variants, and nested prefabs keep large scenes consistent.',
    skillLevel: 'beginner',
    durationMinutes: 25,
    isExercise: false,
    topicKeys: ['level-design'],
    industryKeys: ['games'],
    skillKeys: ['skill-editor-workflow'],
    points: [{ category: 'essentials', point: 25 }],
    steps: [
      {
        title: 'Make a prefab from a game object',
        type: 'text',
        body: [
          'A prefab is a reusable template: the asset stores a configured game object, and every copy placed in a scene stays linked to it. Build a street lamp to try it:',
          ol(
            sub('Create the parts:', [
              'an empty game object named StreetLamp at 0, 0, 0;',
              'a thin **Cylinder** for the pole, as its child;',
              'a small **Sphere** on top of the pole;',
              'a **Point Light** as a child of the sphere.',
            ]),
            'Drag StreetLamp from the Hierarchy into your `Prefabs` folder.',
          ),
          'The object’s icon in the Hierarchy turns blue: it is now an instance of the prefab asset in the Project window.',
        ],
      },
      {
        title: 'Place instances and edit the source',
        type: 'text',
        body: [
          'Drag the StreetLamp prefab from the Project window into the Scene view five or six times to line a path. Each instance is a separate game object with its own position, but they share everything else.',
          h3('Edit the prefab in Prefab Mode'),
          ol(
            'Double-click the prefab asset. The Scene view now shows only the lamp, on a plain background.',
            'Select the light and change its color to a warm orange.',
            'Click the back arrow at the top of the Hierarchy to return to the scene.',
          ),
          'Every lamp in the scene has changed at once. That is the whole point of prefabs: fix something once and the fix reaches every copy, in every scene.',
        ],
      },
      {
        title: 'Work with overrides',
        type: 'text',
        body: [
          'Select one lamp in the scene and raise the **Range** of its light. The value turns bold and a blue bar appears beside it: this is an override, a change that belongs to this instance only.',
          'The scene file stores the override, not the prefab. With text serialization on (the classroom tutorial shows how), the instance in the scene reads like this:',
          code('yaml', { filename: 'Assets/Scenes/Street.unity', highlightLines: '9-10' })`
            --- !u!1001 &1283645120
            PrefabInstance:
              m_ObjectHideFlags: 0
              serializedVersion: 2
              m_Modification:
                serializedVersion: 3
                m_TransformParent: {fileID: 0}
                m_Modifications:
                - target: {fileID: 4839201734558201946, guid: 5f0c2a3e9d7b4e2a8c1f6b0d3e4a5c7b, type: 3}
                  propertyPath: m_Range
                  value: 14
                  objectReference: {fileID: 0}
          `,
          'Open the **Overrides** drop-down at the top of the Inspector to review the change, then choose:',
          ul(
            '**Apply All** to push it back to the prefab asset, so that every instance gets it;',
            '**Revert All** to throw it away.',
          ),
          warning(
            'Keep overrides intentional. An instance with dozens of unrelated overrides is hard to maintain, and when several instances need the same change, a prefab variant is the better tool.',
          ),
        ],
      },
      {
        title: 'Create variants and nest prefabs',
        type: 'text',
        body: [
          h3('Variants'),
          'Right-click the StreetLamp asset and choose **Create > Prefab Variant**. Name it StreetLamp_Broken, open it, and disable its light. The variant inherits everything else from the original, so fixing the pole height on the base prefab also fixes every broken lamp.',
          h3('Nested prefabs'),
          'Prefabs can contain other prefabs. Build a Plaza prefab that holds a bench, a fountain and four StreetLamp instances. When you later change the lamp, every plaza in every scene picks up the change.',
          table(
            ['Tool', 'Use it when', 'Example'],
            [
              ['Override', 'One instance differs in a small way', 'The lamp by the gate is brighter'],
              ['Variant', 'A family of instances shares the same difference', 'Every broken lamp has its light off'],
              ['Nested prefab', 'A group of prefabs is reused as a whole', 'A plaza of lamps, benches and a fountain'],
            ],
          ),
        ],
      },
    ],
  },
  {
    key: 'tut-first-script',
    title: 'Write your first C# script',
    description:
      'Create a C# component, expose settings to the Inspector, and use the update loop to rotate and float an object. Along the way you learn to read messages and errors in the Console.',
    educatorPlan: {
      description:
        'A first programming lesson: students write one component that rotates and floats an object, then read the Console to fix the mistakes they will make on the way.',
      outcome: 'Students can create a script, attach it to an object, and change its behavior from the Inspector.',
      objectives:
        'Explain what Update does each frame; use a public field to expose a setting; read a compiler error and find its line.',
      preparation:
        'Install the same Editor version on every lab computer and open the starter project once so its library is built before class.',
      ageRange: { min: 13, max: null },
      instruction: 60,
    },
    skillLevel: 'foundational',
    durationMinutes: 30,
    isExercise: false,
    topicKeys: ['scripting'],
    industryKeys: [],
    skillKeys: ['skill-csharp-scripting'],
    points: [{ category: 'programming', point: 30 }],
    steps: [
      {
        title: 'Create a script and attach it',
        type: 'text',
        body: [
          ol(
            'In the Project window, open your `Scripts` folder, right-click and choose **Create > Scripting > MonoBehaviour Script** (**Create > C# Script** in older versions).',
            'Type the name Spinner before pressing [[Enter]].',
            'Double-click Spinner to open it in your code editor.',
          ),
          important(
            'The file name and the class name must match: `Spinner.cs` must declare `class Spinner`. Renaming one later means renaming the other too, or the Editor cannot attach the script.',
          ),
          'The new file holds a class that derives from `MonoBehaviour`, the base class of every component you write, with two empty methods:',
          code('csharp', { filename: 'Spinner.cs' })`
            using UnityEngine;

            public class Spinner : MonoBehaviour
            {
                // Start is called once before the first execution of Update after the MonoBehaviour is created
                void Start()
                {

                }

                // Update is called once per frame
                void Update()
                {

                }
            }
          `,
          'Back in the Editor, add a cube to the scene and drag `Spinner` from the Project window onto the cube’s Inspector. Your script is now a component, just like `Transform` or `MeshRenderer`.',
        ],
      },
      {
        title: 'Understand Start and Update',
        type: 'text',
        body: [
          'You never call `Start` or `Update` yourself: the engine calls them at the right moment. Log a message from `Start` to see it happen:',
          code('csharp', { filename: 'Spinner.cs', highlightLines: '7' })`
            using UnityEngine;

            public class Spinner : MonoBehaviour
            {
                void Start()
                {
                    Debug.Log("Spinner ready");
                }
            }
          `,
          'Save the file, switch back to the Editor, wait for the short recompile and press [[Ctrl]]+[[P]]: the message appears once in the Console.',
          h3('The methods the engine calls'),
          table(
            ['Method', 'When the engine calls it', 'Use it for'],
            [
              ['`Awake`', 'Once, when the object is loaded', 'Caching references to other components'],
              ['`OnEnable`', 'Every time the component is enabled', 'Subscribing to events'],
              ['`Start`', 'Once, before the component’s first `Update`', 'Set-up that needs other objects ready'],
              ['`Update`', 'Every rendered frame', 'Input and movement that is not physics'],
              ['`FixedUpdate`', 'Every physics step (0.02 s by default)', 'Forces on rigidbodies'],
              ['`LateUpdate`', 'Every frame, after every `Update`', 'Cameras that follow a moving target'],
              ['`OnDisable`', 'When the component is disabled or destroyed', 'Unsubscribing from events'],
            ],
          ),
          h3('Frames are not all the same length'),
          'A fast desktop may render 144 frames a second while a laptop manages 40. Movement written per frame would run more than three times faster on the desktop, so multiply it by `Time.deltaTime`, the seconds since the previous frame: the result is the same speed per second everywhere.',
        ],
      },
      {
        title: 'Rotate the object with exposed settings',
        type: 'text',
        body: [
          'Replace the contents of `Spinner.cs` with a field for the speed and one line in `Update`:',
          code('csharp', { filename: 'Spinner.cs', highlightLines: '5,9' })`
            using UnityEngine;

            public class Spinner : MonoBehaviour
            {
                [SerializeField] private float degreesPerSecond = 90f;

                void Update()
                {
                    transform.Rotate(0f, degreesPerSecond * Time.deltaTime, 0f);
                }
            }
          `,
          ul(
            '`[SerializeField]` shows a private field in the Inspector, so designers can tune it without opening the code. The Inspector labels it **Degrees Per Second**.',
            '`transform` is the `Transform` of the object this component is attached to.',
            '`Rotate(0f, …, 0f)` turns around the Y axis, which points up.',
          ),
          'Save, return to the Editor and press Play. The cube spins a quarter turn every second. While it plays, change **Degrees Per Second** in the Inspector and watch the speed change live.',
          warning(
            'Values changed during Play mode reset when you stop. Stop first, then type the value you settled on.',
          ),
        ],
      },
      {
        title: 'Make the cube float',
        type: 'text',
        body: [
          'Spinning changes the rotation; floating changes the position. Create a second script, `FloatingCube`, and attach it to the same cube:',
          code('csharp', { filename: 'FloatingCube.cs', highlightLines: '12,17-18' })`
            using UnityEngine;

            public class FloatingCube : MonoBehaviour
            {
                [SerializeField] private float amplitude = 0.5f;  // meters above and below the start
                [SerializeField] private float frequency = 3.14f; // radians per second: one bob every 2 seconds

                private Vector3 startPosition;

                void Start()
                {
                    startPosition = transform.position;
                }

                void Update()
                {
                    float offset = Mathf.Sin(Time.time * frequency) * amplitude;
                    transform.position = startPosition + Vector3.up * offset;
                }
            }
          `,
          h3('How it works'),
          ol(
            '`Start` remembers where the cube was placed, so the motion is always around that point.',
            '`Time.time` is the number of seconds since the game started. It only grows.',
            '`Mathf.Sin` turns that growing number into a smooth wave between -1 and 1.',
            'Multiplying by `amplitude` scales the wave to half a meter either way, and adding `Vector3.up * offset` to the start position moves the cube only vertically.',
          ),
          video(
            'floating-cube',
            'The floating cube in the Game view: an orange cube rises and sinks smoothly above its shadow, one full bob every two seconds',
          ),
          note(
            'This time the motion needs no `Time.deltaTime`: it is computed from the total time, not added up frame by frame, so it is already the same on every machine.',
          ),
          tip(
            'Both scripts sit on the same cube and do not know about each other: `Spinner` owns the rotation and `FloatingCube` owns the position. Small components that each do one thing are easy to reuse.',
          ),
        ],
      },
      {
        title: 'Lab: bob a row of cubes out of step',
        type: 'lab',
        body: [
          'Time to try it yourself. The lab on this step runs JavaScript in the browser instead of C#, but the ideas carry over: `start(scene)` runs once, like `Start`, and `update(scene, time, dt)` runs every frame, like `Update`. `time` is the seconds since the lab started (`Time.time`) and `dt` the seconds since the previous frame (`Time.deltaTime`).',
          'The scene holds five cubes named `cube-1` to `cube-5`, in a row 1 m above the ground. The starter code finds them in `start`, then in `update` bobs each one with a sine wave and spins it at 90 degrees a second. Right now they all rise and fall together. Make them move as a wave:',
          ol(
            'In `start`, give each cube its own `phase`: 0, 0.6, 1.2, 1.8 and 2.4.',
            'Add the phase inside the sine, so each cube starts its wave at a different point:',
          ),
          code('javascript')`
            const offset = Math.sin(time * frequency + phase) * amplitude;
          `,
          'Watch the preview, then run the checks. They verify that every cube stays within 0.5 m (the amplitude) of its start height, that neighboring cubes are at different heights, and that the cubes still turn at 90 degrees a second.',
          tip(
            'If your code throws an error, the lab shows its message and line number. It is usually a typo or a name that is not defined yet, such as a `phase` you read but never stored.',
          ),
        ],
        lab: {
          scene: js`
            // Five cubes in a row, 2 m apart, 1 m above the ground.
            scene.add({ name: 'ground', shape: 'plane', scale: { x: 12, y: 1, z: 6 }, color: '#334155' });
            for (let i = 1; i <= 5; i++) {
              scene.add({ name: 'cube-' + i, shape: 'cube', position: { x: (i - 3) * 2, y: 1, z: 0 }, scale: 0.8, color: '#f97316' });
            }
          `,
          starter: js`
            // Every cube bobs around its start height and spins, all in step.
            const amplitude = 0.5; // meters above and below the start
            const frequency = 3.14; // radians per second: one bob every 2 seconds
            const degreesPerSecond = 90;
            const cubes = [];

            function start(scene) {
              for (let i = 1; i <= 5; i++) {
                const cube = scene.find('cube-' + i);
                cubes.push({ cube, startY: cube.position.y });
              }
            }

            function update(scene, time, dt) {
              for (const { cube, startY } of cubes) {
                const offset = Math.sin(time * frequency) * amplitude;
                cube.position.y = startY + offset;
                cube.rotation.y += degreesPerSecond * (Math.PI / 180) * dt;
              }
            }
          `,
          hints: [
            'Store the phase with each cube in `start`: `cubes.push({ cube, startY: cube.position.y, phase: (i - 1) * 0.6 })`.',
            'The phase goes inside `Math.sin`, next to `time * frequency`. Added outside, it would shift the height, not the timing.',
          ],
          checks: [
            {
              message: 'Every cube bobs up to 0.5 m above and below its start height, and no further.',
              code: js`
                const cubes = [1, 2, 3, 4, 5].map((i) => lab.find('cube-' + i));
                if (cubes.some((cube) => !cube)) return false;
                const low = cubes.map(() => Infinity);
                const high = cubes.map(() => -Infinity);
                for (let frame = 0; frame < 120; frame++) {
                  lab.run(1 / 60);
                  cubes.forEach((cube, i) => {
                    low[i] = Math.min(low[i], cube.position.y);
                    high[i] = Math.max(high[i], cube.position.y);
                  });
                }
                return cubes.every((cube, i) => low[i] >= 0.499 && high[i] <= 1.501 && high[i] - low[i] > 0.5);
              `,
            },
            {
              message: 'Neighboring cubes are at different heights: the row moves as a wave.',
              code: js`
                const cubes = [1, 2, 3, 4, 5].map((i) => lab.find('cube-' + i));
                if (cubes.some((cube) => !cube)) return false;
                const apart = [0, 0, 0, 0];
                for (let frame = 0; frame < 120; frame++) {
                  lab.run(1 / 60);
                  for (let i = 0; i < 4; i++) {
                    apart[i] = Math.max(apart[i], Math.abs(cubes[i].position.y - cubes[i + 1].position.y));
                  }
                }
                return apart.every((gap) => gap > 0.1);
              `,
            },
            {
              message: 'Every cube still turns at 90 degrees a second.',
              code: js`
                const cubes = [1, 2, 3, 4, 5].map((i) => lab.find('cube-' + i));
                if (cubes.some((cube) => !cube)) return false;
                const before = cubes.map((cube) => cube.rotation.y);
                lab.run(2);
                return cubes.every((cube, i) => Math.abs(cube.rotation.y - before[i] - Math.PI) < 0.01);
              `,
            },
          ],
          solution: js`
            const amplitude = 0.5;
            const frequency = 3.14;
            const degreesPerSecond = 90;
            const cubes = [];

            function start(scene) {
              for (let i = 1; i <= 5; i++) {
                const cube = scene.find('cube-' + i);
                cubes.push({ cube, startY: cube.position.y, phase: (i - 1) * 0.6 });
              }
            }

            function update(scene, time, dt) {
              for (const { cube, startY, phase } of cubes) {
                const offset = Math.sin(time * frequency + phase) * amplitude;
                cube.position.y = startY + offset;
                cube.rotation.y += degreesPerSecond * (Math.PI / 180) * dt;
              }
            }
          `,
        },
      },
      {
        title: 'Read compiler and runtime errors',
        type: 'text',
        body: [
          h3('Compiler errors'),
          'Break `Spinner.cs` on purpose by deleting its last closing brace, then save. The Console shows a compiler error, and the Editor refuses to enter Play mode until it is fixed:',
          code('plaintext')`
            Assets/Scripts/Spinner.cs(10,6): error CS1513: } expected
          `,
          'The numbers in brackets are the line and the column. Every compiler error must be fixed before any script change takes effect, even in other files.',
          h3('Runtime errors'),
          'Restore the brace, then add this line to `Start`. The cube has no `Light`, so Play mode starts but the line fails:',
          code('csharp', { filename: 'Spinner.cs' })`
            GetComponent<Light>().intensity = 2f;
          `,
          code('plaintext')`
            MissingComponentException: There is no 'Light' attached to the "Cube" game object, but a script is trying to access it.
            You probably need to add a Light to the game object "Cube". Or your script needs to check if the component is attached before using it.
            Spinner.Start () (at Assets/Scripts/Spinner.cs:9)
          `,
          'Runtime errors point to logic problems, and the last line, the stack trace, tells you which method ran into them. In a build the same mistake is reported as a `NullReferenceException`. Check before you use a component that may be missing:',
          code('csharp', { filename: 'Spinner.cs', highlightLines: '3' })`
            void Start()
            {
                if (TryGetComponent(out Light lamp))
                {
                    lamp.intensity = 2f;
                }
                else
                {
                    Debug.LogWarning($"{name} has no Light to brighten.", this);
                }
            }
          `,
          tip(
            'Passing `this` as the second argument of `Debug.LogWarning` makes a click on the message select the object in the Hierarchy.',
          ),
        ],
      },
    ],
  },
  {
    key: 'tut-player-input-movement',
    title: 'Move a character with keyboard and gamepad input',
    description:
      'Read player input through input actions, move a capsule character relative to the camera, and add gravity and jumping. You finish by submitting a playable build of your controller.',
    skillLevel: 'beginner',
    durationMinutes: 40,
    isExercise: true,
    topicKeys: ['scripting', 'physics'],
    industryKeys: ['games'],
    skillKeys: ['skill-csharp-scripting'],
    points: [{ category: 'programming', point: 40 }],
    steps: [
      {
        title: 'Set up the player object',
        type: 'text',
        body: [
          ol(
            'Create a **Capsule** named Player at position 0, 1, 0 so it stands on the floor.',
            'Remove its `CapsuleCollider` and add a `CharacterController` instead. The controller has its own capsule collision and handles slopes and steps for you.',
            'Create a script named `PlayerMover` and attach it to Player.',
          ),
          note(
            'A `CharacterController` moves only when your code calls its `Move` method, and it does not react to forces. For objects pushed around by physics, use a `Rigidbody`, as the physics tutorials do.',
          ),
        ],
      },
      {
        title: 'Define input actions',
        type: 'text',
        body: [
          'Reading the `W` key directly works until someone plugs in a gamepad. Input actions name what the player wants to do, and bindings say which controls do it.',
          ol(
            'In the Project window choose **Create > Input Actions** and name the asset PlayerControls.',
            'Double-click it, add an action map named Gameplay, and give it the actions and bindings below.',
            'Select the asset, tick **Generate C# Class** in the Inspector and click **Apply**.',
          ),
          table(
            ['Action', 'Action type', 'Keyboard', 'Gamepad'],
            [
              ['Move', 'Value, Vector2', '[[W]] [[A]] [[S]] [[D]] as a 2D composite', 'Left stick'],
              ['Jump', 'Button', '[[Space]]', 'South button'],
            ],
          ),
          'The asset is a JSON file. An excerpt, with the ids the Editor adds left out:',
          code('json', { filename: 'PlayerControls.inputactions' })`
            {
                "name": "PlayerControls",
                "maps": [
                    {
                        "name": "Gameplay",
                        "actions": [
                            { "name": "Move", "type": "Value", "expectedControlType": "Vector2" },
                            { "name": "Jump", "type": "Button", "expectedControlType": "Button" }
                        ],
                        "bindings": [
                            { "name": "WASD", "path": "2DVector", "action": "Move", "isComposite": true },
                            { "name": "up", "path": "<Keyboard>/w", "action": "Move", "isPartOfComposite": true },
                            { "name": "down", "path": "<Keyboard>/s", "action": "Move", "isPartOfComposite": true },
                            { "name": "left", "path": "<Keyboard>/a", "action": "Move", "isPartOfComposite": true },
                            { "name": "right", "path": "<Keyboard>/d", "action": "Move", "isPartOfComposite": true },
                            { "path": "<Gamepad>/leftStick", "action": "Move" },
                            { "path": "<Keyboard>/space", "action": "Jump" },
                            { "path": "<Gamepad>/buttonSouth", "action": "Jump" }
                        ]
                    }
                ]
            }
          `,
          tip(
            'Because your code reads actions rather than keys, one script now supports every device, and players can rebind controls without any change to the code.',
          ),
        ],
      },
      {
        title: 'Move relative to the camera',
        type: 'text',
        body: [
          'Players expect a third-person character to walk in the direction the camera faces, not along the world axes. Write `PlayerMover` like this:',
          code('csharp', { filename: 'PlayerMover.cs', highlightLines: '27-29,37' })`
            using UnityEngine;

            [RequireComponent(typeof(CharacterController))]
            public class PlayerMover : MonoBehaviour
            {
                [SerializeField] private float speed = 5f;
                [SerializeField] private float turnSpeed = 720f; // degrees per second
                [SerializeField] private Transform cameraTransform;

                private CharacterController controller;
                private PlayerControls controls;

                void Awake()
                {
                    controller = GetComponent<CharacterController>();
                    controls = new PlayerControls();
                    if (cameraTransform == null) cameraTransform = Camera.main.transform;
                }

                void OnEnable() => controls.Enable();
                void OnDisable() => controls.Disable();

                void Update()
                {
                    Vector2 input = controls.Gameplay.Move.ReadValue<Vector2>();

                    Vector3 cameraForward = Vector3.ProjectOnPlane(cameraTransform.forward, Vector3.up).normalized;
                    Vector3 cameraRight = Vector3.ProjectOnPlane(cameraTransform.right, Vector3.up).normalized;
                    Vector3 move = cameraForward * input.y + cameraRight * input.x;

                    if (move.sqrMagnitude > 0.01f)
                    {
                        Quaternion facing = Quaternion.LookRotation(move);
                        transform.rotation = Quaternion.RotateTowards(transform.rotation, facing, turnSpeed * Time.deltaTime);
                    }

                    controller.Move(move * (speed * Time.deltaTime));
                }
            }
          `,
          h3('What the highlighted lines do'),
          ul(
            '`ProjectOnPlane` removes the vertical part of the camera’s directions and `normalized` restores their length, so a camera looking down at the player does not slow it down.',
            'Forward input (`input.y`) follows the camera’s forward, sideways input (`input.x`) its right.',
            '`controller.Move` takes a displacement for this frame, hence the multiplication by `Time.deltaTime`.',
          ),
          warning(
            'Skip the rotation when `move` is almost zero, as the `if` does: `Quaternion.LookRotation` of a zero vector snaps the character back to a default facing every time it stands still.',
          ),
        ],
      },
      {
        title: 'Add gravity and jumping',
        type: 'text',
        body: [
          'A `CharacterController` does not fall on its own. Give `PlayerMover` a vertical velocity that gravity changes every frame. Add these fields:',
          code('csharp', { filename: 'PlayerMover.cs' })`
            [SerializeField] private float jumpHeight = 1.2f; // meters

            private const float Gravity = -9.81f;
            private float verticalVelocity;
          `,
          'Then replace the last line of `Update` with:',
          code('csharp', { filename: 'PlayerMover.cs', highlightLines: '5' })`
            if (controller.isGrounded && verticalVelocity < 0f)
                verticalVelocity = -2f; // keeps the controller pressed to the ground

            if (controller.isGrounded && controls.Gameplay.Jump.WasPressedThisFrame())
                verticalVelocity = Mathf.Sqrt(jumpHeight * -2f * Gravity);

            verticalVelocity += Gravity * Time.deltaTime;

            Vector3 velocity = move * speed + Vector3.up * verticalVelocity;
            controller.Move(velocity * Time.deltaTime);
          `,
          note(
            'The jump speed comes from physics: an object thrown upward at speed v rises v² / 2g before it stops, so reaching `jumpHeight` takes v = √(2 · g · jumpHeight). With g = 9.81 and a 1.2 m jump, that is about 4.85 meters per second.',
          ),
          'Press Play, then jump with [[Space]] or the gamepad’s south button. Change **Jump Height** in the Inspector and the character clears exactly that height.',
        ],
      },
      {
        title: 'Submit a playable build',
        type: 'submission',
        submissionType: 'webgl',
        body: [
          ol(
            'Add a few platforms at different heights so reviewers can test jumping.',
            'Open **File > Build Profiles** (**Build Settings** in older versions), add the current scene, choose your desktop platform or WebGL, and click **Build**.',
            'Submit the build as a zip file or a link to a hosted WebGL page, with a note of your move speed, turn speed and jump height.',
          ),
          h4('What reviewers check'),
          ul(
            'The player moves relative to the camera and turns smoothly.',
            'It reaches at least one raised platform.',
            'Both the keyboard and a gamepad work.',
          ),
        ],
      },
    ],
  },
  {
    key: 'tut-rigidbody-forces',
    title: 'Push objects around with rigidbodies and forces',
    description:
      'Hand objects over to the physics engine with Rigidbody components, then push, spin, and launch them from a script using forces and impulses.',
    skillLevel: 'beginner',
    durationMinutes: 35,
    isExercise: false,
    topicKeys: ['physics', 'scripting'],
    industryKeys: ['simulation'],
    skillKeys: ['skill-physics-simulation', 'skill-csharp-scripting'],
    points: [{ category: 'programming', point: 35 }],
    steps: [
      {
        title: 'Add a Rigidbody and watch gravity work',
        type: 'text',
        body: [
          'Create a cube, raise it to Y = 5 and press Play: it hangs in the air, because objects only move when something changes their `Transform`. Stop, click **Add Component** and add a `Rigidbody`. Press Play again and the cube falls and lands on the floor.',
          'The `Rigidbody` hands the object’s motion to the physics engine. Its main settings:',
          table(
            ['Setting', 'What it controls'],
            [
              ['Mass', 'How hard the object is to push, in kilograms. Heavier objects do not fall faster.'],
              ['Linear Damping (Drag)', 'How quickly it slows down while moving, like air resistance.'],
              ['Angular Damping', 'How quickly its spin slows down.'],
              ['Use Gravity', 'Whether gravity pulls it.'],
              ['Is Kinematic', 'Moved only by your code or animation, never by forces; it still pushes others.'],
            ],
          ),
          warning(
            'The cube lands because both it and the floor have colliders. A `Rigidbody` without a collider falls straight through everything.',
          ),
        ],
      },
      {
        title: 'Apply forces from a script',
        type: 'text',
        body: [
          'Physics runs on its own clock: `FixedUpdate` is called on a fixed step of 0.02 seconds by default, however fast frames are rendered, so forces applied there act the same on every machine. Input, on the other hand, arrives with rendered frames. Read it in `Update` and apply it in `FixedUpdate`:',
          code('csharp', { filename: 'Pusher.cs', highlightLines: '19,25-26' })`
            using UnityEngine;
            using UnityEngine.InputSystem;

            [RequireComponent(typeof(Rigidbody))]
            public class Pusher : MonoBehaviour
            {
                [SerializeField] private float thrust = 10f; // newtons

                private Rigidbody body;
                private bool pushing;

                void Awake()
                {
                    body = GetComponent<Rigidbody>();
                }

                void Update()
                {
                    pushing = Keyboard.current != null && Keyboard.current.spaceKey.isPressed;
                }

                void FixedUpdate()
                {
                    // Force is applied over the whole physics step.
                    if (pushing)
                        body.AddForce(Vector3.forward * thrust);
                }
            }
          `,
          'Hold [[Space]] while playing: the cube accelerates steadily forward. Double its **Mass** and it accelerates half as fast, exactly as Newton’s second law (a = F / m) predicts.',
          important(
            'Never check a key press directly in `FixedUpdate`. Physics steps and rendered frames do not line up one to one, so a press can be missed, or counted twice, in between.',
          ),
        ],
      },
      {
        title: 'Use impulses and torque',
        type: 'text',
        body: [
          'Forces are for continuous pushes. The second argument of `AddForce` says how the value is applied:',
          table(
            ['ForceMode', 'Applied', 'Uses the mass', 'Good for'],
            [
              ['`Force`', 'Over the physics step', 'Yes', 'Engines, wind, thrusters'],
              ['`Acceleration`', 'Over the physics step', 'No', 'Custom gravity'],
              ['`Impulse`', 'At once', 'Yes', 'Jumps, hits, explosions'],
              ['`VelocityChange`', 'At once', 'No', 'Dashes that feel the same for every object'],
            ],
          ),
          code('csharp', { filename: 'Launcher.cs' })`
            // A jump: the velocity changes at once, less for heavier bodies.
            body.AddForce(Vector3.up * 6f, ForceMode.Impulse);

            // A spin around the vertical axis.
            body.AddTorque(Vector3.up * 5f, ForceMode.Impulse);
          `,
          h3('Blow up a stack of cubes'),
          'Stack a dozen cubes with rigidbodies, then push every body near a point away from it. `AddExplosionForce` scales the push down with distance:',
          code('csharp', { filename: 'Explosion.cs', highlightLines: '10' })`
            [SerializeField] private float force = 12f;
            [SerializeField] private float radius = 6f;

            public void Explode(Vector3 center)
            {
                foreach (Collider hit in Physics.OverlapSphere(center, radius))
                {
                    if (hit.attachedRigidbody != null)
                    {
                        hit.attachedRigidbody.AddExplosionForce(force, center, radius, 1f, ForceMode.Impulse);
                    }
                }
            }
          `,
          tip(
            'The fourth argument, the upwards modifier, lifts bodies as they fly away; 1 gives the satisfying arc players expect.',
          ),
        ],
      },
      {
        title: 'Tune physics materials, interpolation, and collision detection',
        type: 'text',
        body: [
          h3('Physics materials'),
          'In the Project window choose **Create > Physics Material**, set **Bounciness** to 0.8 and **Dynamic Friction** to 0.1, and assign the material to the cube’s collider. The cube now bounces and slides like a rubber puck on ice.',
          h3('Interpolation'),
          'If a moving rigidbody looks jittery when the camera follows it, set its **Interpolate** field to **Interpolate**. The engine then smooths the rendered position between physics steps without changing the simulation.',
          h3('Collision detection'),
          table(
            ['Mode', 'Catches fast objects', 'Cost', 'Use for'],
            [
              ['Discrete', 'No: it checks positions only', 'Lowest', 'Most objects'],
              ['Continuous', 'Against static colliders', 'Higher', 'Fast objects hitting level geometry'],
              ['Continuous Dynamic', 'Against everything', 'Highest', 'Projectiles hitting moving targets'],
              ['Continuous Speculative', 'Mostly, and handles spin', 'Moderate', 'Fast spinning objects'],
            ],
          ),
          note(
            'Small, fast objects such as bullets can pass through a thin wall between two physics steps. That is called tunneling; continuous modes prevent it at a cost, so turn them on only where you need them.',
          ),
        ],
      },
    ],
  },
  {
    key: 'tut-colliders-triggers',
    title: 'Detect collisions and trigger zones',
    description:
      'Respond to physical impacts with collision callbacks and build pickups with trigger colliders. You finish by submitting a short playable build in which the player collects coins.',
    skillLevel: 'beginner',
    durationMinutes: 30,
    isExercise: true,
    topicKeys: ['physics', 'scripting'],
    industryKeys: ['games'],
    skillKeys: ['skill-physics-simulation'],
    points: [
      { category: 'programming', point: 30 },
      { category: 'systemsDesign', point: 10 },
    ],
    steps: [
      {
        title: 'Collisions versus triggers',
        type: 'text',
        body: [
          'A collider defines an object’s physical shape. Whether it blocks or only detects depends on one checkbox, **Is Trigger**:',
          table(
            ['Behavior', 'Solid collider', 'Trigger collider'],
            [
              ['Blocks movement', 'Yes', 'No'],
              [
                'Message sent',
                '`OnCollisionEnter`, `OnCollisionStay`, `OnCollisionExit`',
                '`OnTriggerEnter`, `OnTriggerStay`, `OnTriggerExit`',
              ],
              ['Parameter', '`Collision`: contacts, impact speed', '`Collider`: the other collider'],
              ['Use for', 'Walls, crates, balls', 'Pickups, checkpoints, damage zones, doors that open'],
            ],
          ),
          important(
            'Either message needs a `Rigidbody` (or a `CharacterController`) on at least one of the two objects. Two static colliders never report anything to each other.',
          ),
        ],
      },
      {
        title: 'React to impacts',
        type: 'text',
        body: [
          'Create a script named `ImpactReporter`, attach it to a cube with a `Rigidbody`, drop the cube onto the floor and read the Console:',
          code('csharp', { filename: 'ImpactReporter.cs', highlightLines: '7,10' })`
            using UnityEngine;

            public class ImpactReporter : MonoBehaviour
            {
                [SerializeField] private float hardImpactSpeed = 3f; // meters per second

                void OnCollisionEnter(Collision collision)
                {
                    float speed = collision.relativeVelocity.magnitude;
                    if (speed < hardImpactSpeed) return;

                    Debug.Log($"{name} hit {collision.gameObject.name} at {speed:F1} m/s");
                }
            }
          `,
          'Checking the speed avoids firing sounds or sparks when an object merely rolls against another. Use the same test to play a louder sound for harder hits.',
        ],
      },
      {
        title: 'Build a collectible coin',
        type: 'text',
        body: [
          ol(
            'Create a small cylinder named Coin and tick **Is Trigger** on its collider.',
            'Select your player, open the **Tag** drop-down at the top of the Inspector, and choose **Player**.',
            'Add a `ScoreKeeper` component to the player and a `Pickup` component to the coin.',
          ),
          code('csharp', { filename: 'ScoreKeeper.cs' })`
            using System;
            using UnityEngine;

            public class ScoreKeeper : MonoBehaviour
            {
                public event Action<int> ScoreChanged;

                public int Score { get; private set; }

                public void Add(int points)
                {
                    Score += points;
                    ScoreChanged?.Invoke(Score);
                }
            }
          `,
          code('csharp', { filename: 'Pickup.cs', highlightLines: '9' })`
            using UnityEngine;

            public class Pickup : MonoBehaviour
            {
                [SerializeField] private int value = 1;

                void OnTriggerEnter(Collider other)
                {
                    if (!other.CompareTag("Player")) return;

                    if (other.TryGetComponent(out ScoreKeeper score))
                        score.Add(value);
                    Destroy(gameObject);
                }
            }
          `,
          'The tag check comes first, so falling debris cannot collect the coin. Turn Coin into a prefab and scatter a dozen instances around the level.',
          tip(
            '`CompareTag` is faster than `other.tag == "Player"` and does not allocate a string, which matters for code that runs on every contact.',
          ),
        ],
      },
      {
        title: 'Submit your collection level',
        type: 'submission',
        submissionType: 'webgl',
        body: [
          'Add a goal: when the score reaches the number of coins in the level, log a message and enable a Victory text object. Subscribing to `ScoreChanged` is enough; nothing needs to check the score every frame.',
          'Build the scene for desktop or WebGL and submit the build with a screenshot of your Hierarchy showing the coin prefab instances.',
          h4('What reviewers check'),
          ul(
            'Coins disappear only when the player touches them.',
            'The score counts correctly.',
            'The goal fires exactly once.',
          ),
        ],
      },
    ],
  },
  {
    key: 'tut-raycasting',
    title: 'Aim and interact with raycasts',
    description:
      'Cast rays from the camera to find what the player is looking at, build an interaction system on top of them, and filter hits with layer masks.',
    skillLevel: 'intermediate',
    durationMinutes: 35,
    isExercise: false,
    topicKeys: ['physics', 'scripting'],
    industryKeys: ['games', 'simulation'],
    skillKeys: ['skill-physics-simulation', 'skill-csharp-scripting'],
    points: [{ category: 'programming', point: 35 }],
    steps: [
      {
        title: 'Cast a ray from the camera',
        type: 'text',
        body: [
          'A raycast sends an invisible line from a point in a direction and reports the first collider it hits. Put this script on `Main Camera`:',
          code('csharp', { filename: 'Interactor.cs', highlightLines: '9,11' })`
            using UnityEngine;

            public class Interactor : MonoBehaviour
            {
                [SerializeField] private float maxDistance = 4f;

                void Update()
                {
                    var ray = new Ray(transform.position, transform.forward);

                    if (Physics.Raycast(ray, out RaycastHit hit, maxDistance))
                    {
                        Debug.Log($"Looking at {hit.collider.name}, {hit.distance:F2} m away");
                    }

                    Debug.DrawRay(ray.origin, ray.direction * maxDistance, Color.red);
                }
            }
          `,
          'Besides the collider and the distance, `RaycastHit` holds the contact `point` and the surface `normal`, which you need to place decals or effects on what was hit.',
          tip(
            '`Debug.DrawRay` makes the invisible visible: the red line appears in the Scene view while playing, and in the Game view when **Gizmos** is on. Turn on **Collapse** in the Console too, or the per-frame log buries everything else.',
          ),
        ],
      },
      {
        title: 'Filter hits with layers',
        type: 'text',
        body: [
          ol(
            'Open the **Layer** drop-down at the top of the Inspector, choose **Add Layer**, and create a layer named Interactable.',
            'Assign it to the doors and crates the player can use.',
            'Add a `LayerMask` field to `Interactor` and pass it to the raycast.',
          ),
          code('csharp', { filename: 'Interactor.cs' })`
            [SerializeField] private LayerMask interactionMask;

            // ...
            if (Physics.Raycast(ray, out RaycastHit hit, maxDistance, interactionMask))
          `,
          'In the Inspector, tick **Default** and **Interactable** in the mask. Walls on Default still block the ray, so the player cannot use a door through a wall; you then check whether what was hit is on the Interactable layer.',
          note(
            'A layer mask is a bit field in which each of the 32 layers is one bit. From code, build one with `LayerMask.GetMask("Default", "Interactable")`. Filtering inside the physics query is far cheaper than hitting everything and comparing tags afterwards.',
          ),
        ],
      },
      {
        title: 'Lab: interact with what you click',
        type: 'lab',
        body: [
          'In the lab on this step, written in JavaScript, a click stands in for the player’s aim. The lab casts the ray for you: when you click the ground, it calls your `onClick(scene, point)` with the point where the ray met it (`point.y` is always 0).',
          'The scene holds a `door` at x = -2 and a `crate` at x = 2, both at z = 0, on a `floor`. The starter code finds the object under the click with `hitAt`, the lab’s stand-in for `Physics.Raycast`, and only logs its name. Give each object its own interaction, as `IInteractable` does:',
          ol(
            'The door swings open by 90 degrees: add `Math.PI / 2` to its `rotation.y`.',
            'The crate breaks open: remove it with `scene.remove` and add a sphere named `coin` where it stood.',
            'A click on the empty floor changes nothing.',
          ),
          code('javascript')`
            const interactions = {
              door(scene, door) {
                // swing it open
              },
              crate(scene, crate) {
                // break it open
              },
            };
          `,
          'In `onClick`, call the interaction named like the object that was hit, if there is one. The checks click the door, the crate and an empty spot of floor, and look at the scene after each click.',
          tip(
            'Because `onClick` only looks the object up in `interactions`, adding a lever later means adding one entry, without changing any existing code.',
          ),
        ],
        lab: {
          scene: js`
            // A door and a crate on the floor, 4 m apart.
            scene.add({ name: 'floor', shape: 'plane', scale: { x: 10, y: 1, z: 8 }, color: '#475569' });
            scene.add({ name: 'door', shape: 'cube', position: { x: -2, y: 1, z: 0 }, scale: { x: 1, y: 2, z: 0.2 }, color: '#92400e' });
            scene.add({ name: 'crate', shape: 'cube', position: { x: 2, y: 0.5, z: 0 }, scale: 1, color: '#ca8a04' });
          `,
          starter: js`
            // A click stands in for the player's aim: point is where the ray met the ground.
            const reach = 1; // meters around an object's center that still count as a hit

            // The object under the click, or undefined: the lab's stand-in for Physics.Raycast.
            function hitAt(scene, point) {
              return scene.objects.find(
                (object) =>
                  object.name !== 'floor' && Math.hypot(object.position.x - point.x, object.position.z - point.z) <= reach,
              );
            }

            function onClick(scene, point) {
              const target = hitAt(scene, point);
              if (target) console.log('Clicked the ' + target.name);
            }
          `,
          hints: [
            'Keep the interactions in an object keyed by name, and in `onClick` call `interactions[target.name](scene, target)` when the target has one.',
            "Read the crate’s position before you remove it, then add the coin there: `scene.add({ name: 'coin', shape: 'sphere', position: { x: crate.position.x, y: 0.25, z: crate.position.z }, scale: 0.5 })`.",
          ],
          checks: [
            {
              message: 'Clicking the door swings it open by 90 degrees.',
              code: js`
                const door = lab.find('door');
                if (!door) return false;
                lab.click(door.position.x, door.position.z);
                return Math.abs(Math.abs(door.rotation.y) - Math.PI / 2) < 0.01;
              `,
            },
            {
              message:
                'Clicking the crate breaks it open: the crate is gone, and a sphere named coin lies where it stood.',
              code: js`
                const crate = lab.find('crate');
                if (!crate) return false;
                const x = crate.position.x;
                const z = crate.position.z;
                lab.click(x, z);
                const coin = lab.find('coin');
                if (lab.find('crate') || !coin || coin.shape !== 'sphere') return false;
                return Math.hypot(coin.position.x - x, coin.position.z - z) < 0.5;
              `,
            },
            {
              message: 'A click on the empty floor changes nothing.',
              code: js`
                const before = JSON.stringify(lab.objects);
                lab.click(0, 3);
                return JSON.stringify(lab.objects) === before;
              `,
            },
          ],
          solution: js`
            const reach = 1;

            function hitAt(scene, point) {
              return scene.objects.find(
                (object) =>
                  object.name !== 'floor' && Math.hypot(object.position.x - point.x, object.position.z - point.z) <= reach,
              );
            }

            const interactions = {
              door(scene, door) {
                door.rotation.y += Math.PI / 2;
              },
              crate(scene, crate) {
                const { x, z } = crate.position;
                scene.remove(crate);
                scene.add({ name: 'coin', shape: 'sphere', position: { x, y: 0.25, z }, scale: 0.5, color: '#facc15' });
              },
            };

            function onClick(scene, point) {
              const target = hitAt(scene, point);
              if (target && Object.hasOwn(interactions, target.name)) interactions[target.name](scene, target);
            }
          `,
        },
      },
      {
        title: 'Cast other shapes',
        type: 'text',
        body: [
          'A ray is infinitely thin, so it can slip between the bars of a fence. The physics engine offers other queries:',
          table(
            ['Query', 'Answers', 'Use for'],
            [
              ['`Physics.Raycast`', 'The first collider along a line', 'Aiming, line of sight'],
              [
                '`Physics.SphereCast`',
                'The first collider a moving sphere touches',
                'Forgiving aim at small objects, checking if a character fits',
              ],
              ['`Physics.RaycastAll`', 'Every collider along the line', 'Bullets that pierce'],
              ['`Physics.OverlapSphere`', 'Every collider inside a sphere', 'Explosions, nearby pickups'],
            ],
          ),
          h3('Avoid garbage in per-frame queries'),
          'The `All` and `Overlap` queries return a new array each call. In code that runs every frame, use the non-allocating versions with an array you keep:',
          code('csharp', { filename: 'Radar.cs', highlightLines: '1,6' })`
            private readonly Collider[] nearby = new Collider[32];

            void Update()
            {
                Vector3 center = transform.position;
                int count = Physics.OverlapSphereNonAlloc(center, 10f, nearby, interactionMask);
                for (int i = 0; i < count; i++)
                {
                    // nearby[i] is within 10 meters
                }
            }
          `,
          note(
            'The array is never resized: with more than 32 colliders in range, the rest are left out. Size it for the worst case you expect.',
          ),
        ],
      },
    ],
  },
];
